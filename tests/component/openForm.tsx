import type React from 'react';
import { renderWithUmi } from './umiMax';

/** A create/edit modal form, rendered open with mocks for the callbacks it is handed. */
export function renderOpenForm(
  form: (callbacks: { open: true; onOpenChange: jest.Mock; onSaved: jest.Mock }) => React.ReactElement,
) {
  const callbacks = { open: true as const, onOpenChange: jest.fn(), onSaved: jest.fn() };
  renderWithUmi(form(callbacks));
  return callbacks;
}
