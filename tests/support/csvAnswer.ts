/** The lines of a CSV export's body, without its byte-order mark and its final line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
