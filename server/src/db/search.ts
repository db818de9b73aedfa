// A user's search text as a LIKE pattern that matches it literally, anywhere in the value.
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
