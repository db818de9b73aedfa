// Single-line names people give (administrators, roles, menus, institutions, service tokens), as both
// sides judge them: shown in tables and headers, and written into emails, a name is one line of text
// that draws something. Refused: control characters (C0, DEL, C1, line and paragraph separators: a
// name must not carry a paragraph of its own into an email), bidirectional overrides and isolates (they
// reorder what is drawn around them), and names made only of characters that draw nothing.

/** Characters no name holds: controls (C0, DEL, C1), line and paragraph separators, bidirectional controls. */
const NOT_IN_A_NAME = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;

/** Characters that draw nothing: white space of every width, and what Unicode says to ignore (zero-width, fillers, soft hyphens, tags). */
const DRAWS_NOTHING = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** What is wrong with a name: a character no name holds, or nothing that draws. */
export type NameProblem = 'oneLine' | 'visible';

/** The server's words for each problem (the panel says them in its own languages). */
export const NAME_PROBLEM_MESSAGES: Record<NameProblem, string> = {
  oneLine: 'must be one line, without control or text-direction characters',
  visible: 'must contain visible characters',
};

/** What is wrong with `value` as a single-line name, or null when nothing is (an empty value is the caller's to judge). */
export function singleLineNameProblem(value: string): NameProblem | null {
  if (NOT_IN_A_NAME.test(value)) return 'oneLine';
  if (value !== '' && DRAWS_NOTHING.test(value)) return 'visible';
  return null;
}

/** What a quoted value writes as a code: quotes and backslashes escaped, and what no name may hold. */
const ESCAPED_IN_MAIL = new RegExp(`["\\\\]|${NOT_IN_A_NAME.source}`, 'gu');

/**
 * A value a person wrote, quoted for a plain-text email: in double quotes, with any character no name
 * may hold written as its code (`\u000a`), so that whatever was stored before these rules reads as a
 * quoted value, never as a line or a paragraph of the email.
 */
export function quotedForMail(value: string): string {
  const escaped = value.replace(ESCAPED_IN_MAIL, (character) =>
    character === '"' || character === '\\'
      ? `\\${character}`
      : `\\u${character.codePointAt(0)?.toString(16).padStart(4, '0')}`,
  );
  return `"${escaped}"`;
}
