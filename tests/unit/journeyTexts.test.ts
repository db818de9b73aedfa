// The words the bilingual journeys look for are the panel's words in each language: each journey of
// tests/e2e/selfCustody, crsm, institutions, content and liveEvents runs in one language, and this
// checks every text of their tables (tests/support/journeyText.ts) against the messages of both
// languages, antd's own included.
import enUSAntd from 'antd/lib/locale/en_US';
import zhCNAntd from 'antd/lib/locale/zh_CN';
import enUS from '../../src/locales/en-US';
import zhCN from '../../src/locales/zh-CN';
import { CONTENT_TEXT, CRSM_TEXT, INSTITUTIONS_TEXT, LIVE_TEXT, SELF_CUSTODY_TEXT } from '../support/journeyText';
import type { Locale } from '../support/oneLanguage';

/** Every string in a nested value (antd's locale object), as a flat list. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const MESSAGES: Record<Locale, string[]> = {
  'en-US': [...Object.values(enUS), ...stringsIn(enUSAntd)],
  'zh-CN': [...Object.values(zhCN), ...stringsIn(zhCNAntd)],
};

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as the page shows it: each `{placeholder}` filled with something. */
const asShown = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{\w+\}/)
      .map(literally)
      .join('.+')}$`,
    's',
  );
/** A sample of what a placeholder holds, for the texts the journeys look for with a pattern. */
const filled = (message: string, sample: string) => message.replace(/\{\w+\}/g, sample);

/** A message's forms: one per branch of its plural or select (`#` as a number), or the message itself. */
function forms(message: string): string[] {
  const choice = /\{\w+,\s*(?:plural|select),((?:\s*[=\w]+\s*\{[^{}]*\})+)\s*\}/.exec(message);
  if (!choice) return [message];
  const branches = [...choice[1].matchAll(/[=\w]+\s*\{([^{}]*)\}/g)].map((branch) => branch[1].replace(/#/g, '12'));
  return branches.flatMap((branch) =>
    forms(message.slice(0, choice.index) + branch + message.slice(choice.index + choice[0].length)),
  );
}

/** Whether the page can show `text` in `locale`: as a whole message, or one with its placeholders filled. */
function shown(locale: Locale, text: string | RegExp): boolean {
  const messages = MESSAGES[locale].flatMap(forms);
  if (typeof text === 'string') return messages.some((message) => asShown(message).test(text));
  return messages.some((message) =>
    ['', '12', '12 min', '12 分钟', 'second.approver', '1 min', '1 分钟'].some((sample) =>
      text.test(filled(message, sample)),
    ),
  );
}

const TABLES = {
  'self custody': SELF_CUSTODY_TEXT,
  CRSM: CRSM_TEXT,
  institutions: INSTITUTIONS_TEXT,
  content: CONTENT_TEXT,
  'live events': LIVE_TEXT,
};

describe.each(Object.entries(TABLES))('the %s journey', (_journey, table) => {
  it.each(['en-US', 'zh-CN'] as const)('looks only for words the panel shows in %s', (locale) => {
    const missing = Object.entries(table[locale])
      .flatMap(([name, value]) =>
        typeof value === 'string' || value instanceof RegExp
          ? [[name, value] as const]
          : Object.entries(value).map(([inner, text]) => [`${name}.${inner}`, text as string] as const),
      )
      .filter(([, text]) => !shown(locale, text))
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });
});

it('refuses a word the panel does not show, or shows only in the other language', () => {
  expect(shown('en-US', 'Mint all the coins')).toBe(false);
  expect(shown('zh-CN', 'Mint YBTC')).toBe(false);
  expect(shown('en-US', /无此文字/)).toBe(false);
});

it("reads a plural message's branches", () => {
  expect(forms('{count, plural, =0 {Nothing awaits you} other {# things await you}}: open Home')).toEqual([
    'Nothing awaits you: open Home',
    '12 things await you: open Home',
  ]);
});
