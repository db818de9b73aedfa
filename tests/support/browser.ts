// Debian's Chromium driven by playwright-core, and the production build served over a real port.
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startMailbox, type Mailbox } from './mailbox';
import { startTestApi, type TestApi } from './apiServer';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const DIST_DIR = path.resolve(__dirname, '../../dist');

export interface PanelUnderTest {
  api: TestApi;
  mailbox: Mailbox;
  browser: Browser;
  baseUrl: string;
  /** A fresh browser context (empty local storage) with its page, in the given language. */
  newPage(locale?: 'zh-CN' | 'en-US'): Promise<Page>;
  close(): Promise<void>;
}

export async function startPanel(): Promise<PanelUnderTest> {
  const mailbox = await startMailbox();
  const api = await startTestApi({ SMTP_URL: mailbox.url }, { staticDir: DIST_DIR });
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    api,
    mailbox,
    browser,
    baseUrl: address,
    async newPage(locale) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      if (locale) {
        await context.addInitScript((value) => {
          if (!window.localStorage.getItem('umi_locale')) window.localStorage.setItem('umi_locale', value);
        }, locale);
      }
      return context.newPage();
    },
    async close() {
      await browser.close();
      await api.close();
      await mailbox.close();
    },
  };
}
