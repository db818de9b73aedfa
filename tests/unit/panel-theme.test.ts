// config/theme.ts: the plain elements that stand in for antd components in tables take the theme's tones
// (src/styles/linkTheme.less copies them, one design token a line), and the theme's text tones reach
// WCAG's 4.5:1 on white and on the light backgrounds antd puts them on.
import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { TinyColor, readability } from '@ctrl/tinycolor';
import { PANEL_THEME } from '../../config/theme';

const LINK_THEME = path.resolve(__dirname, '../../src/styles/linkTheme.less');
const token = theme.getDesignToken(PANEL_THEME) as unknown as Record<string, string>;

/** A colour as drawn over `background` (alpha blended), as #rrggbb. */
const drawn = (color: string, background = '#ffffff') => {
  const ink = new TinyColor(color);
  return new TinyColor(background).mix(ink.clone().setAlpha(1), ink.getAlpha() * 100).toHexString();
};

describe('src/styles/linkTheme.less', () => {
  const lines = fs
    .readFileSync(LINK_THEME, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('@panel-'));

  it('names a design token on every variable', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).toMatch(/;\s*\/\/.*\b(color\w+)$/);
  });

  it.each(lines.map((line) => [line.split(':')[0], line]))('%s holds the token it names', (_name, line) => {
    const [, value, tokenName] = /^@[\w-]+:\s*(?:4px solid )?([^;]+);\s*\/\/.*\b(color\w+)$/.exec(line) ?? [];
    expect(token[tokenName]).toBeDefined();
    expect(new TinyColor(value).toRgbString()).toBe(new TinyColor(token[tokenName]).toRgbString());
  });
});

describe('the theme', () => {
  const text = [
    'colorText',
    'colorTextSecondary',
    'colorTextDescription',
    'colorLink',
    'colorLinkHover',
    'colorPrimary',
    'colorPrimaryHover',
    'colorError',
    'colorErrorHover',
    'colorSuccessText',
    'colorWarningText',
  ];

  it.each(text)('%s reads at 4.5:1 or more on white and on the light grey of a hovered row', (name) => {
    for (const background of ['#ffffff', token.colorFillAlter, token.controlItemBgHover]) {
      const back = drawn(background);
      expect(readability(drawn(token[name], back), back)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorError'])(
    'white reads at 4.5:1 or more on %s (primary and danger buttons)',
    (name) => {
      expect(readability(token.colorTextLightSolid, token[name])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['colorPrimary', 'colorPrimaryBg'],
    ['colorError', 'colorErrorBg'],
    ['colorSuccessText', 'colorSuccessBg'],
    ['colorWarningText', 'colorWarningBg'],
  ])('%s reads at 4.5:1 or more on %s (tags, selected menu entries)', (ink, background) => {
    expect(readability(token[ink], token[background])).toBeGreaterThanOrEqual(4.5);
  });
});
