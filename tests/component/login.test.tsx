import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTHORIZATION_KEY, YALALIST_KEY } from '@/utils/session';
import { httpError, loginData, tooManyAttempts } from './fixtures';
import { TEST_TAPROOT_ADDRESS, walletRequest } from './satsConnectFake';
import { fillAndSubmit, renderLogin } from './loginPage';
import { currentInitialState, history, request } from './umiMax';

jest.mock('sats-connect', () => jest.requireActual('./satsConnectFake'));

describe('login page', () => {
  it.each([
    ['English', 'en-US', /sign in/i, 'The account cannot be empty', 'Password can not be blank'],
    ['Chinese', 'zh-CN', /登\s?录/, '账号不能为空', '密码不能为空'],
  ])('refuses an empty form with the two messages of the spec, in %s', async (_, locale, button, account, password) => {
    renderLogin(locale);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(account)).toBeInTheDocument();
    expect(await screen.findByText(password)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('treats a blank account as empty', async () => {
    renderLogin();
    fillAndSubmit('   ', 'secret');
    expect(await screen.findByText('The account cannot be empty')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it.each([
    ['en-US', /sign in/i, 'Please enter a valid email address'],
    ['zh-CN', /登\s?录/, '请输入有效的邮箱地址'],
  ] as const)(
    'says an account that is not an email is not one, in %s, and sends nothing',
    async (locale, submit, says) => {
      renderLogin(locale);
      fillAndSubmit('ada.example.com', 'secret', submit);
      expect(await screen.findByText(says)).toBeInTheDocument();
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('switches the whole form to Chinese without reloading', async () => {
    renderLogin();
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByRole('button', { name: /登\s?录/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('umi_locale')).toBe('zh-CN');
  });

  it('signs in: stores the session, updates the initial state at once and follows a safe redirect', async () => {
    renderLogin('en-US', '/login?redirect=%2Fnews%3Fpage%3D2');
    request.mockResolvedValueOnce({ success: true, data: loginData });
    fillAndSubmit(' ada@example.com ', 'correct horse battery');

    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/news?page=2'));
    expect(request).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        data: { email: 'ada@example.com', password: 'correct horse battery' },
      }),
    );
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe('session-token-1');
    expect(JSON.parse(window.localStorage.getItem(YALALIST_KEY) ?? 'null')).toEqual(loginData.yalalist);
    expect(currentInitialState()).toMatchObject({ currentAdmin: loginData.admin, permissions: loginData.permissions });
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
  });

  it('ignores a redirect that leaves the panel', async () => {
    renderLogin('en-US', '/login?redirect=%2F%2Fevil.example.com');
    request.mockResolvedValueOnce({ success: true, data: loginData });
    fillAndSubmit('ada@example.com', 'correct horse battery');
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/'));
  });

  it('shows wrong credentials inline without saying whether the email exists', async () => {
    renderLogin();
    request.mockRejectedValueOnce(
      httpError(401, { success: false, errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Invalid email or password' }),
    );
    fillAndSubmit('nobody@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
    expect(history.replace).not.toHaveBeenCalled();
  });

  it('tells a throttled administrator how long to wait', async () => {
    renderLogin('zh-CN');
    request.mockRejectedValueOnce(tooManyAttempts(42));
    fillAndSubmit('ada@example.com', 'wrong password', /登\s?录/);
    expect(await screen.findByRole('alert')).toHaveTextContent('尝试次数过多，请在 42 秒后重试。');
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    renderLogin();
    request.mockRejectedValueOnce(new Error('Network Error'));
    fillAndSubmit('ada@example.com', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again!');
  });
});

describe('wallet sign-in', () => {
  const challenge = {
    challengeId: '5f0c8f54-8a1e-4f7c-9d55-0e8d2f3a6b11',
    message: 'Sign in to the Admin Panel with this wallet.',
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
  const signMessageCalls = () => walletRequest.mock.calls.filter(([method]) => method === 'signMessage');
  beforeEach(() => walletRequest.mockClear());

  it('signs in with the signature of the challenge for the taproot address', async () => {
    renderLogin();
    request
      .mockResolvedValueOnce({ success: true, data: challenge })
      .mockResolvedValueOnce({ success: true, data: loginData });
    fireEvent.click(screen.getByRole('button', { name: /connect wallet/i }));
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/'));
    expect(request).toHaveBeenCalledWith(
      '/api/auth/wallet/challenge',
      expect.objectContaining({ data: { address: TEST_TAPROOT_ADDRESS } }),
    );
    expect(request).toHaveBeenCalledWith(
      '/api/auth/wallet/login',
      expect.objectContaining({
        data: { challengeId: challenge.challengeId, address: TEST_TAPROOT_ADDRESS, signature: 'c2lnbmF0dXJl' },
      }),
    );
  });

  it('says that wallet sign-in only starts from the panel when the server refuses the origin, without asking the wallet to sign', async () => {
    renderLogin();
    request.mockRejectedValueOnce(
      httpError(403, {
        success: false,
        errorCode: 'ORIGIN_NOT_ALLOWED',
        errorMessage: 'Wallet sign-in is only offered to the panel',
        params: { origin: 'http://evil.example' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /connect wallet/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wallet requests are accepted only from the panel’s own address, not from http://evil.example',
    );
    expect(signMessageCalls()).toHaveLength(0);
    expect(history.replace).not.toHaveBeenCalled();
  });

  it('tells how long to wait when the server refuses more challenges, in Chinese', async () => {
    renderLogin('zh-CN');
    request.mockRejectedValueOnce(tooManyAttempts(600, 'Too many wallet sign-in requests'));
    fireEvent.click(screen.getByRole('button', { name: /连接钱包/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('尝试次数过多，请在 600 秒后重试。');
    expect(signMessageCalls()).toHaveLength(0);
  });

  it('shows a refused origin at the signature step too', async () => {
    renderLogin();
    request
      .mockResolvedValueOnce({ success: true, data: challenge })
      .mockRejectedValueOnce(
        httpError(403, { success: false, errorCode: 'ORIGIN_NOT_ALLOWED', params: { origin: 'http://evil.example' } }),
      );
    fireEvent.click(screen.getByRole('button', { name: /connect wallet/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wallet requests are accepted only from the panel’s own address, not from http://evil.example',
    );
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
  });
});

describe('login page after a language switch', () => {
  it('re-translates the empty-field messages and the sign-in failure already on screen', async () => {
    renderLogin('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: /登\s?录/ }));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    fireEvent.click(screen.getByText('EN'));
    expect(await screen.findByText('The account cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Password can not be blank')).toBeInTheDocument();
    expect(screen.queryByText('账号不能为空')).not.toBeInTheDocument();

    request.mockRejectedValueOnce(httpError(401, { success: false, errorCode: 'INVALID_CREDENTIALS' }));
    fillAndSubmit('ada@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱或密码错误');
  });
});
