import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordEntry } from '@/components/HeaderActions';
import { httpError } from './fixtures';
import { renderWithUmi, request, resetUmi, expectRequested } from './umiMax';
import { expectFormMessages, fill, submit } from './formInput';

async function openModal() {
  renderWithUmi(<ChangePasswordEntry />);
  fireEvent.click(screen.getByRole('button', { name: /change password/i }));
  await screen.findByLabelText('Current password');
}

describe('change password form', () => {
  beforeEach(() => resetUmi({ locale: 'en-US' }));

  it('refuses a confirmation that does not match the new password', async () => {
    await openModal();
    fill('Current password', 'correct horse battery');
    fill('New password', 'a much better passphrase');
    fill('Confirm new password', 'a much better passphrasE');
    fill('Verification code', '123456');
    submit();
    expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for every field, the verification code included', async () => {
    await openModal();
    submit();
    await expectFormMessages(
      'Please enter your current password',
      'Please enter a new password',
      'Please enter the new password again',
      'Please enter the verification code',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 8 characters', async () => {
    await openModal();
    fill('New password', 'short');
    expect(await screen.findByText('The password must be 8 to 128 characters long')).toBeInTheDocument();
  });

  it('sends the current password, the new one and the code, then closes', async () => {
    request.mockResolvedValueOnce({ success: true });
    await openModal();
    fill('Current password', 'correct horse battery');
    fill('New password', 'a much better passphrase');
    fill('Confirm new password', 'a much better passphrase');
    fill('Verification code', '123456');
    submit();
    await expectRequested('/api/auth/password', {
      method: 'POST',
      data: { currentPassword: 'correct horse battery', newPassword: 'a much better passphrase', code: '123456' },
    });
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
  });

  it('stays open when the server refuses the change', async () => {
    request.mockRejectedValueOnce(httpError(400, { success: false, errorCode: 'WRONG_PASSWORD_OR_CODE' }));
    await openModal();
    fill('Current password', 'not my password');
    fill('New password', 'a much better passphrase');
    fill('Confirm new password', 'a much better passphrase');
    fill('Verification code', '123456');
    submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.queryByText('Operation Successful')).not.toBeInTheDocument();
  });

  it('sends a code, says so and counts down 60 seconds before another', async () => {
    jest.useFakeTimers();
    try {
      request.mockResolvedValueOnce({ success: true, data: { sentTo: 'a***@example.com', resendAfterSeconds: 60 } });
      await openModal();
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('Sent Successfully')).toBeInTheDocument();
      expect(request).toHaveBeenCalledWith('/api/auth/password/code', { method: 'POST' });
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not count down when the code could not be sent', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    request.mockRejectedValueOnce(
      httpError(429, { success: false, errorCode: 'CODE_RECENTLY_SENT', retryAfterSeconds: 30 }),
    );
    await openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
    jest.restoreAllMocks();
  });
});
