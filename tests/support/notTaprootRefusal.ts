import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';

/** The spec's words for an address that is not taproot. */
export const NOT_TAPROOT_MESSAGE = 'Your current address is not a taproot address. Please switch to taproot address.';

/** The submitted form shows the not-taproot message and these others, and `send` was never called. */
export async function expectNotTaprootRefusal(send: unknown, ...otherMessages: string[]) {
  expect(await screen.findByText(NOT_TAPROOT_MESSAGE)).toBeInTheDocument();
  for (const message of otherMessages) expect(screen.getByText(message)).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
}
