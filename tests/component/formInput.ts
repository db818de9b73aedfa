import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as a person would. */
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Presses the form's OK button (English interface). */
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));
