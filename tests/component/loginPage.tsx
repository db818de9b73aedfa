import { fireEvent, screen } from '@testing-library/react';
import Login from '@/pages/login';
import { renderWithUmi, resetUmi } from './umiMax';

/** The login page in a fresh app (storage and recorded requests cleared), in `locale`, at `location`. */
export function renderLogin(locale = 'en-US', location = '/login') {
  resetUmi({ locale, location });
  return renderWithUmi(<Login />);
}

/** Types the account and password into the login form and presses its sign-in button. */
export function fillAndSubmit(account: string, password: string, submitName: RegExp = /sign in/i) {
  fireEvent.change(screen.getByPlaceholderText(/email|邮箱/i), { target: { value: account } });
  fireEvent.change(screen.getByPlaceholderText(/password|密码/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}
