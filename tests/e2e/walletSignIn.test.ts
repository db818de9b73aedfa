// Wallet sign-in in Chromium with a test wallet injected as Xverse's provider: sats-connect asks it
// for accounts and a BIP-322 signature made with a real key, and the server verifies it.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { admins, sessions } from '../../server/src/db/schema';
import { SUPER_EMAIL } from '../support/apiServer';
import { answerSignOutLate, liveStreamOpen, startPanel, type PanelUnderTest, withPage } from '../support/browser';
import { accountsOf, injectTestWallet, newTestWalletKey } from '../support/testWallet';

const TAPROOT_MESSAGE = 'Your current address is not a taproot address. Please switch to taproot address.';
const key = newTestWalletKey('mainnet');

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
  await panel.api.db.update(admins).set({ walletAddress: key.address }).where(eq(admins.email, SUPER_EMAIL));
});
afterAll(() => panel.close());

const shortened = `${key.address.slice(0, 8)}…${key.address.slice(-6)}`;

/** Opens the sign-in page and presses its wallet button. */
async function connectOnLogin(page: Page, button = 'Connect wallet') {
  await page.goto(`${panel.baseUrl}/#/`);
  await page.waitForURL(/#\/login/);
  await page.getByRole('button', { name: button }).click();
}

describe('wallet sign-in', () => {
  it('signs in with the wallet, shows the address with copy, and signs out when the wallet disconnects', async () => {
    await withPage(panel.newPage('en-US'), async (page) => {
      const wallet = await injectTestWallet(page, key);
      await connectOnLogin(page);
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      expect(wallet.requests).toEqual(expect.arrayContaining(['getInfo', 'wallet_connect', 'signMessage']));

      await page.getByText(shortened).waitFor();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: panel.baseUrl });
      await page.locator('header').getByRole('button', { name: 'Copy', exact: true }).click();
      await page.getByText('Copy successful').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key.address);

      const me = await panel.callAs(page, 'GET', '/api/auth/me');
      expect(me.json().data.authMethod).toBe('wallet');

      // The stream says the session ended before the server answers the sign-out; the reason shown
      // is still the wallet's.
      await liveStreamOpen(page);
      await answerSignOutLate(page);
      await wallet.disconnect();
      await page.waitForURL(/#\/login/);
      await page.getByText('Wallet connection disconnected, please log in again').waitFor();
      expect(await page.getByText('This session was signed out, please sign in again').count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toBeNull();
      const [session] = await panel.api.db.select().from(sessions).where(eq(sessions.authMethod, 'wallet'));
      expect(session.revokedAt).not.toBeNull();
    });
  });

  it('signs out in Chinese too when the wallet switches to another account, also after a reload', async () => {
    await withPage(panel.newPage('zh-CN'), async (page) => {
      const wallet = await injectTestWallet(page, key);
      await connectOnLogin(page, '连接钱包');
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      await page.reload();
      await page.getByText(shortened).waitFor();
      await wallet.switchAccount(newTestWalletKey('mainnet'));
      await page.waitForURL(/#\/login/);
      await page.getByText('钱包连接已断开，请重新登录').waitFor();
    });
  });

  it('refuses a wallet that offers only a segwit v0 address with the taproot message', async () => {
    await withPage(panel.newPage('en-US'), async (page) => {
      const wallet = await injectTestWallet(page, key, { accounts: accountsOf(key, { taproot: false }) });
      await connectOnLogin(page);
      await page.getByText(TAPROOT_MESSAGE).waitFor();
      expect(wallet.requests).not.toContain('signMessage');
      expect(page.url()).toMatch(/#\/login/);
    });
  });

  it('says "No account was detected" when there is no wallet or it offers no account', async () => {
    await withPage(panel.newPage('en-US'), async (bare) => {
      await connectOnLogin(bare);
      await bare.getByText('No account was detected').waitFor();
    });

    await withPage(panel.newPage('en-US'), async (page) => {
      await injectTestWallet(page, key, { accounts: [] });
      await connectOnLogin(page);
      await page.getByText('No account was detected').waitFor();
    });
  });

  it('refuses a taproot wallet that is bound to no administrator', async () => {
    await withPage(panel.newPage('en-US'), async (page) => {
      await injectTestWallet(page, newTestWalletKey('mainnet'));
      await connectOnLogin(page);
      await page.getByText('This wallet is not bound to an enabled administrator').waitFor();
    });
  });
});

describe('binding your own wallet', () => {
  it('an administrator signed in with a password binds the wallet by signing, then signs in with it', async () => {
    const roleId = await panel.api.createRole('self_binder', ['news']);
    await panel.api.createAdmin({ email: 'binder@example.com', password: 'binder password 1', roleId });
    const own = newTestWalletKey('mainnet');
    const ownShortened = `${own.address.slice(0, 8)}…${own.address.slice(-6)}`;

    await withPage(
      panel.openSignedIn('/news', { email: 'binder@example.com', password: 'binder password 1' }),
      async (page) => {
        const wallet = await injectTestWallet(page, own);
        await page.reload();
        await page.getByRole('button', { name: 'Bind wallet' }).click();
        await page.getByText('Wallet bound').waitFor();
        expect(wallet.requests).toEqual(expect.arrayContaining(['wallet_connect', 'signMessage']));
        // The refreshed session puts the bound address in the header.
        await page.getByText(ownShortened).waitFor();
        const [row] = await panel.api.db.select().from(admins).where(eq(admins.email, 'binder@example.com'));
        expect(row.walletAddress).toBe(own.address);

        await page.getByRole('button', { name: 'Sign Out' }).click();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL(/#\/login/);
        await page.getByRole('button', { name: 'Connect wallet' }).click();
        await page.waitForURL((url) => !url.hash.startsWith('#/login'));
        await page.getByText(ownShortened).waitFor();
        const me = await panel.callAs(page, 'GET', '/api/auth/me');
        expect(me.json().data).toMatchObject({
          authMethod: 'wallet',
          admin: { email: 'binder@example.com', walletAddress: own.address },
        });
        // Binding is for password sessions only.
        expect(await page.getByRole('button', { name: 'Bind wallet' }).count()).toBe(0);
      },
    );
  });

  it('refuses a segwit-only wallet with the taproot message, and says "No account was detected" without one', async () => {
    const roleId = await panel.api.createRole('refused_binder', ['news']);
    await panel.api.createAdmin({ email: 'refused@example.com', password: 'refused password 1', roleId });
    const own = newTestWalletKey('mainnet');

    await withPage(
      panel.openSignedIn('/news', { email: 'refused@example.com', password: 'refused password 1' }),
      async (page) => {
        await page.getByRole('button', { name: 'Bind wallet' }).click();
        await page.getByText('No account was detected').waitFor();

        const wallet = await injectTestWallet(page, own, { accounts: accountsOf(own, { taproot: false }) });
        await page.reload();
        await page.getByRole('button', { name: 'Bind wallet' }).click();
        await page.getByText(TAPROOT_MESSAGE).waitFor();
        expect(wallet.requests).not.toContain('signMessage');
        const [row] = await panel.api.db.select().from(admins).where(eq(admins.email, 'refused@example.com'));
        expect(row.walletAddress).toBeNull();
      },
    );
  });
});
