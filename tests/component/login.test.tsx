import { fireEvent, screen, waitFor } from '@testing-library/react';
import Login from '@/pages/login';
import { AUTHORIZATION_KEY, YALALIST_KEY } from '@/utils/session';
import { httpError, loginData } from './fixtures';
import { currentInitialState, history, renderWithUmi, request, resetUmi } from './umiMax';

function fillAndSubmit(account: string, password: string, submitName: RegExp = /sign in/i) {
  fireEvent.change(screen.getByPlaceholderText(/email|邮箱/i), { target: { value: account } });
  fireEvent.change(screen.getByPlaceholderText(/password|密码/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}

describe('login page', () => {
  it('refuses an empty form with the two messages of the spec, in English', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    renderWithUmi(<Login />);
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('The account cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Password can not be blank')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses an empty form with the two messages of the spec, in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', location: '/login' });
    renderWithUmi(<Login />);
    fireEvent.click(screen.getByRole('button', { name: /登\s?录/ }));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(await screen.findByText('密码不能为空')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('treats a blank account as empty', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    renderWithUmi(<Login />);
    fillAndSubmit('   ', 'secret');
    expect(await screen.findByText('The account cannot be empty')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('switches the whole form to Chinese without reloading', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    renderWithUmi(<Login />);
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByRole('button', { name: /登\s?录/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('umi_locale')).toBe('zh-CN');
  });

  it('signs in: stores the session, updates the initial state at once and follows a safe redirect', async () => {
    resetUmi({ locale: 'en-US', location: '/login?redirect=%2Fnews%3Fpage%3D2' });
    request.mockResolvedValueOnce({ success: true, data: loginData });
    renderWithUmi(<Login />);
    fillAndSubmit(' ada@example.com ', 'correct horse battery');

    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/news?page=2'));
    expect(request).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', data: { email: 'ada@example.com', password: 'correct horse battery' } }),
    );
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe('session-token-1');
    expect(JSON.parse(window.localStorage.getItem(YALALIST_KEY) ?? 'null')).toEqual(loginData.yalalist);
    expect(currentInitialState()).toMatchObject({ currentAdmin: loginData.admin, permissions: loginData.permissions });
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
  });

  it('ignores a redirect that leaves the panel', async () => {
    resetUmi({ locale: 'en-US', location: '/login?redirect=%2F%2Fevil.example.com' });
    request.mockResolvedValueOnce({ success: true, data: loginData });
    renderWithUmi(<Login />);
    fillAndSubmit('ada@example.com', 'correct horse battery');
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/'));
  });

  it('shows wrong credentials inline without saying whether the email exists', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    request.mockRejectedValueOnce(
      httpError(401, { success: false, errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Invalid email or password' }),
    );
    renderWithUmi(<Login />);
    fillAndSubmit('nobody@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
    expect(history.replace).not.toHaveBeenCalled();
  });

  it('tells a throttled administrator how long to wait', async () => {
    resetUmi({ locale: 'zh-CN', location: '/login' });
    request.mockRejectedValueOnce(
      httpError(429, { success: false, errorCode: 'TOO_MANY_ATTEMPTS', errorMessage: 'Too many', retryAfterSeconds: 42 }),
    );
    renderWithUmi(<Login />);
    fillAndSubmit('ada@example.com', 'wrong password', /登\s?录/);
    expect(await screen.findByRole('alert')).toHaveTextContent('失败次数过多，请在 42 秒后重试。');
  });

  it('says so when the administrator is disabled', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    request.mockRejectedValueOnce(httpError(403, { success: false, errorCode: 'ADMIN_DISABLED', errorMessage: 'Disabled' }));
    renderWithUmi(<Login />);
    fillAndSubmit('ada@example.com', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('This administrator is disabled');
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    resetUmi({ locale: 'en-US', location: '/login' });
    request.mockRejectedValueOnce(new Error('Network Error'));
    renderWithUmi(<Login />);
    fillAndSubmit('ada@example.com', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again!');
  });
});

describe('login page after a language switch', () => {
  it('re-translates the empty-field messages and the sign-in failure already on screen', async () => {
    resetUmi({ locale: 'zh-CN', location: '/login' });
    renderWithUmi(<Login />);
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
