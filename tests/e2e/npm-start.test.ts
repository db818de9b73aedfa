// `npm start` as an operator runs it: the first super administrator from ADMIN_EMAIL and
// ADMIN_PASSWORD, the panel and the API on one port, and a person can sign in in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';

const root = path.resolve(__dirname, '../..');
let child: ChildProcess;
let output = '';
let baseUrl: string;
let browser: Browser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));

beforeAll(async () => {
  child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(20000 + Math.floor(Math.random() * 20000)),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner password 1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not listen in time:\n${output}`)), 90_000);
    const check = setInterval(() => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearInterval(check);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 200);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('creates the first super administrator from the environment and says so', () => {
    expect(output).toContain('Created the first super administrator: owner@example.com');
    expect(output).not.toContain('Generated password');
  });

  it('serves the panel, its runtime config and the API on one port', async () => {
    const index = await fetch(`${baseUrl}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root"');
    const config = await fetch(`${baseUrl}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: '' });
    const openapi = await fetch(`${baseUrl}/api/openapi.json`);
    const document = (await openapi.json()) as { paths: Record<string, unknown> };
    expect(document.paths['/api/auth/login']).toBeDefined();
  });

  it('lets the administrator sign in in the browser', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}/#/login`);
      await page.evaluate(() => window.localStorage.setItem('umi_locale', 'en-US'));
      await page.reload();
      await page.getByPlaceholder(/email/i).fill('owner@example.com');
      await page.getByPlaceholder(/password/i).fill('owner password 1');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(/#\/$/);
      expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await page.close();
    }
  });
});
