import { screen } from '@testing-library/react';

/** The table row holding `text`; fails the test when no row holds it. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}
