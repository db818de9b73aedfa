import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TwoFactorEntry } from '@/components/HeaderActions';
import { AUTHORIZATION_KEY } from '@/utils/session';
import { httpError, loginData, signedIn, tooManyAttempts } from './fixtures';
import { fillAndSubmit, renderLogin } from './loginPage';
import { history, renderWithUmi, request, resetUmi, expectRequested } from './umiMax';

const pending = { twoFactor: 'totp', pendingToken: 'pending-token-1', expiresAt: '2030-01-01T00:05:00.000Z' };
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Admin%20Panel:ada%40example.com?issuer=Admin%20Panel&secret=JBSWY3DPEHPK3PXP',
};

const signInWithPassword = () => fillAndSubmit('ada@example.com', 'correct horse battery', /sign in|登\s?录/i);

describe('the TOTP sign-in step', () => {
  it('asks for the code after the password, then signs in with the pending token and the code', async () => {
    renderLogin();
    request
      .mockResolvedValueOnce({ success: true, data: pending })
      .mockResolvedValueOnce({ success: true, data: loginData });
    signInWithPassword();
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('123456'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(history.replace).toHaveBeenCalled());
    expect(request).toHaveBeenLastCalledWith(
      '/api/auth/login/totp',
      expect.objectContaining({ data: { pendingToken: 'pending-token-1', code: '654321' } }),
    );
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe('session-token-1');
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    renderLogin();
    request.mockResolvedValueOnce({ success: true, data: pending });
    signInWithPassword();
    fireEvent.change(await screen.findByPlaceholderText('123456'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong code and the throttle wait in Chinese', async () => {
    renderLogin('zh-CN');
    request
      .mockResolvedValueOnce({ success: true, data: pending })
      .mockRejectedValueOnce(httpError(400, { success: false, errorCode: 'TOTP_CODE_INVALID', errorMessage: 'wrong' }))
      .mockRejectedValueOnce(tooManyAttempts(42));
    signInWithPassword();
    expect(await screen.findByText('请输入验证器应用中的动态码')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('123456'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('验证器动态码错误、已过期或已使用')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('123456'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('尝试次数过多，请在 42 秒后重试。')).toBeInTheDocument();
  });

  it('shows the secret, URI and QR code when the role requires enrolling first', async () => {
    renderLogin();
    request.mockResolvedValueOnce({ success: true, data: { ...pending, twoFactor: 'enrol', enrolment } });
    signInWithPassword();
    expect(
      await screen.findByText('Your role requires two-factor authentication: set it up first'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByText(enrolment.uri)).toBeInTheDocument();
  });

  it('goes back to the password form', async () => {
    renderLogin();
    request.mockResolvedValueOnce({ success: true, data: pending });
    signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByPlaceholderText(/email/i)).toBeInTheDocument();
  });
});

describe('the header two-factor dialog', () => {
  it('enrols: shows the secret and URI, then turns on with a code', async () => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    request.mockImplementation(async (url: string) => {
      if (url === '/api/auth/totp') return { success: true, data: { enabled: false, required: false } };
      if (url === '/api/auth/totp/enrol') return { success: true, data: enrolment };
      return { success: true };
    });
    renderWithUmi(<TwoFactorEntry />);
    fireEvent.click(screen.getByRole('button', { name: /two-factor/i }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByPlaceholderText('123456'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await expectRequested('/api/auth/totp/confirm', expect.objectContaining({ data: { code: '123456' } }));
    expect(await screen.findByText('Two-factor authentication is on')).toBeInTheDocument();
  });

  it('turns off with a code when on', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedIn });
    request.mockImplementation(async (url: string) => {
      if (url === '/api/auth/totp') return { success: true, data: { enabled: true, required: false } };
      return { success: true };
    });
    renderWithUmi(<TwoFactorEntry />);
    fireEvent.click(screen.getByRole('button', { name: /两步验证/ }));
    expect(await screen.findByText('两步验证已开启。输入当前动态码即可关闭。')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('123456'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '关闭两步验证' }));
    await expectRequested('/api/auth/totp/disable', expect.objectContaining({ data: { code: '123456' } }));
    expect(request).not.toHaveBeenCalledWith('/api/auth/totp/enrol', expect.anything());
  });
});
