import { startTestApi, SUPER_EMAIL, SUPER_PASSWORD } from '../support/apiServer';
import { launchChromium, DIST_DIR } from '../support/browser';
async function main() {
  const api = await startTestApi({}, { staticDir: DIST_DIR });
  const token = await api.signIn();
  for (let i = 0; i < 120; i++) {
    const n = String(i).padStart(3, '0');
    await api.call('POST', '/api/news', { title: `Bench news ${n}`, description: `Seeded item ${n}. `.repeat(i % 3 === 0 ? 12 : 1), imageUrl: 'https://example.com/news.png', link: `https://example.com/news/${n}`, publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }, token);
  }
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#9cf"/></svg>' }));
  page.on('console', (m) => console.log('console:', m.text()));
  await page.goto(`${address}/#/login`);
  await page.getByPlaceholder(/email|邮箱/i).fill(SUPER_EMAIL);
  await page.getByPlaceholder(/password|密码/i).fill(SUPER_PASSWORD);
  await page.getByRole('button', { name: /sign in|登\s*录/i }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  const mod = await import(process.argv[2]);
  await mod.default(page, address);
  await browser.close();
  await api.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
