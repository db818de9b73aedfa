import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import BindWalletButton from '@/components/BindWalletButton';
import LanguageSwitch from '@/components/LanguageSwitch';
import WalletAccount from '@/components/WalletAccount';
import { messagesOf } from '@/locales/load';
import zhCN from '@/locales/zh-CN';
import { SignOutButton } from '@/components/HeaderActions';
import { AUTHORIZATION_KEY, YALALIST_KEY } from '@/utils/session';
import { httpError, loginData, signedIn } from './fixtures';
import { walletRequest } from './satsConnectFake';
import { currentInitialState, getLocale, history, renderWithUmi, request, resetUmi } from './umiMax';

jest.mock('sats-connect', () => jest.requireActual('./satsConnectFake'));

function signIn() {
  resetUmi({ locale: 'en-US', initialState: signedIn, location: '/news' });
  window.localStorage.setItem(AUTHORIZATION_KEY, loginData.token);
  window.localStorage.setItem(YALALIST_KEY, JSON.stringify(loginData.yalalist));
}

describe('sign out', () => {
  beforeEach(signIn);

  it('asks first, then ends the session on the server and here and goes to /login', async () => {
    request.mockResolvedValueOnce({ success: true });
    renderWithUmi(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    expect(await screen.findByText('Are you sure you want to exit login?')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/login'));
    expect(request).toHaveBeenCalledWith('/api/auth/logout', { method: 'POST' });
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
    expect(window.localStorage.getItem(YALALIST_KEY)).toBeNull();
    expect(currentInitialState()).toMatchObject({ currentAdmin: undefined, permissions: [], yalalist: [] });
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    renderWithUmi(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(request).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe(loginData.token);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    request.mockRejectedValueOnce(new Error('Network Error'));
    renderWithUmi(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/login'));
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
  });

  it('asks in Chinese when the interface is in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedIn });
    renderWithUmi(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
  });
});

describe('language switch', () => {
  it('switches the interface and the date locale without a reload, both ways, once the messages have downloaded', async () => {
    resetUmi({ locale: 'en-US' });
    renderWithUmi(<LanguageSwitch />);
    fireEvent.click(screen.getByText('中文'));
    // The other language's messages download first (src/locales/load.ts).
    expect(getLocale()).toBe('en-US');
    await waitFor(() => expect(getLocale()).toBe('zh-CN'));
    expect(dayjs.locale()).toBe('zh-cn');
    expect(window.localStorage.getItem('umi_locale')).toBe('zh-CN');
    expect(messagesOf('zh-CN')).toEqual(zhCN);

    fireEvent.click(screen.getByText('EN'));
    await waitFor(() => expect(getLocale()).toBe('en-US'));
    expect(dayjs.locale()).toBe('en');
  });
});

describe('bind wallet', () => {
  const address = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
  /** Signed in by password or by wallet, the account bound to `walletAddress` when given. */
  const signInBy = (authMethod: 'password' | 'wallet', locale = 'en-US', walletAddress?: string) => {
    const currentAdmin = walletAddress ? { ...signedIn.currentAdmin!, walletAddress } : signedIn.currentAdmin;
    resetUmi({ locale, initialState: { ...signedIn, authMethod, currentAdmin } });
  };

  it('is offered in a password session, in both languages', () => {
    signInBy('password');
    const { unmount } = renderWithUmi(<BindWalletButton />);
    expect(screen.getByRole('button', { name: /bind wallet/i })).toBeInTheDocument();
    unmount();
    signInBy('password', 'zh-CN');
    renderWithUmi(<BindWalletButton />);
    expect(screen.getByRole('button', { name: /绑定钱包/ })).toBeInTheDocument();
  });

  it('is not offered in a wallet session, nor when signed out', () => {
    signInBy('wallet', 'en-US', address);
    const { unmount } = renderWithUmi(<BindWalletButton />);
    expect(screen.queryByRole('button', { name: /bind wallet/i })).not.toBeInTheDocument();
    unmount();
    resetUmi({ locale: 'en-US', initialState: { ...signedIn, authMethod: undefined, currentAdmin: undefined } });
    renderWithUmi(<BindWalletButton />);
    expect(screen.queryByRole('button', { name: /bind wallet/i })).not.toBeInTheDocument();
  });

  it('shows the refusal of a foreign origin or of too many requests in the interface language, without asking the wallet to sign', async () => {
    walletRequest.mockClear();
    signInBy('password');
    request.mockRejectedValueOnce(
      httpError(403, { success: false, errorCode: 'ORIGIN_NOT_ALLOWED', params: { origin: 'http://evil.example' } }),
    );
    const { unmount } = renderWithUmi(<BindWalletButton />);
    fireEvent.click(screen.getByRole('button', { name: /bind wallet/i }));
    expect(
      await screen.findByText(
        'Wallet requests are accepted only from the panel’s own address, not from http://evil.example',
      ),
    ).toBeInTheDocument();
    unmount();
    signInBy('password', 'zh-CN');
    request.mockRejectedValueOnce(
      httpError(429, { success: false, errorCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 300 }),
    );
    renderWithUmi(<BindWalletButton />);
    fireEvent.click(screen.getByRole('button', { name: /绑定钱包/ }));
    expect(await screen.findByText('尝试次数过多，请在 300 秒后重试。')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/auth/wallet/bind/challenge',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(walletRequest.mock.calls.filter(([method]) => method === 'signMessage')).toHaveLength(0);
  });

  it('shows the bound address in a password session, and no address when none is bound', () => {
    signInBy('password', 'en-US', address);
    const { unmount } = renderWithUmi(<WalletAccount />);
    expect(screen.getByText('bc1p5d7r…xg3297')).toBeInTheDocument();
    expect(screen.getByTitle('Bound wallet')).toBeInTheDocument();
    unmount();
    signInBy('password');
    renderWithUmi(<WalletAccount />);
    expect(screen.queryByText(/bc1p/)).not.toBeInTheDocument();
  });
});
