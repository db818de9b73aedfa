import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as a person would. */
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Presses the form's OK button (English interface). */
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

/** Presses the form's OK button in the Chinese interface (antd spaces a two-character label: "确 定"). */
export const submitInChinese = () => fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));

/** The form shows each message: the first once it has checked its fields, the others beside it. */
export async function expectFormMessages(first: string, ...others: string[]) {
  expect(await screen.findByText(first)).toBeInTheDocument();
  for (const message of others) expect(screen.getByText(message)).toBeInTheDocument();
}
