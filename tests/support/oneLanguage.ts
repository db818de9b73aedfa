// A file whose journeys are described once per language (describe.each over both) runs each journey in
// one of them: the other language's words are checked against its messages (tests/unit/journeyTexts.test.ts)
// and every page is walked in both (tests/e2e/everyPage.*); a second run of a whole journey added minutes
// and no check.

/** The panel's two languages, as the tests name them. */
export type Locale = 'en-US' | 'zh-CN';

/** `it` in the block of `language`, and nothing in the other one's. */
export const inLanguage = (locale: Locale, language: Locale): jest.It =>
  locale === language ? it : (Object.assign(() => undefined, it) as jest.It);
