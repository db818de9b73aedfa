import { screen, within } from '@testing-library/react';
import { shortenHash } from '@/utils/chainFields';

/**
 * The table row holding `text`, or holding it shortened (start…end) as the lists show addresses and
 * hashes; fails the test when no row holds it.
 */
export function rowOf(text: string): HTMLElement {
  const cell = screen.queryByText(text) ?? screen.queryByText(shortenHash(text));
  const row = cell?.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/**
 * Shows columns a list hides by default, as a person does in its column settings (which the list
 * remembers in local storage under its key: `useRememberedTable`). Call before rendering the page.
 */
export function showColumns(tableKey: string, columns: readonly string[]) {
  window.localStorage.setItem(
    `yala.table.${tableKey}.columns`,
    JSON.stringify(Object.fromEntries(columns.map((column) => [column, { show: true }]))),
  );
}

/** The row holding `text` shows each of `shown`. */
export function expectRowShows(text: string, ...shown: string[]) {
  const row = within(rowOf(text));
  for (const value of shown) expect(row.getByText(value)).toBeInTheDocument();
}
