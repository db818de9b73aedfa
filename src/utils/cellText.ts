/** Whether a cell has nothing to show: no value, or an empty text (ProTable's own empty cell). */
export const isEmptyCell = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** A value as a table cell shows it: its text, or "-" when it is empty. */
export const cellText = (value: unknown) => (isEmptyCell(value) ? '-' : String(value));
