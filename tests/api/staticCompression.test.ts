// The server's own static files compressed (issue 30): the build's precompression step writes
// brotli and gzip copies, and the server sends the one the browser accepts, with its
// Content-Encoding and Vary, or the plain file when it accepts neither.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFolder } from '../../config/plugins/precompress';
import { IMMUTABLE_CACHE } from '../../server/src/http/securityHeaders';
import { startTestApi, type TestApi } from '../support/apiServer';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
const SCRIPT = 'umi.0123abcd.js';
const script = `${Array.from({ length: 400 }, (_, line) => `console.log("line ${line} of the panel");`).join('\n')}\n`;
const html = `<!doctype html><html><head><script src="./${SCRIPT}"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const config = JSON.stringify({ apiBaseUrl: 'https://api.example.com', padding: 'x'.repeat(2000) });
let api: TestApi;
let compressed: Awaited<ReturnType<typeof precompressFolder>>;

beforeAll(async () => {
  fs.writeFileSync(path.join(folder, SCRIPT), script);
  fs.writeFileSync(path.join(folder, 'index.html'), html);
  fs.writeFileSync(path.join(folder, 'config.json'), config);
  fs.writeFileSync(path.join(folder, 'tiny.css'), 'a{color:red}');
  fs.mkdirSync(path.join(folder, 'static'));
  fs.writeFileSync(path.join(folder, 'static', 'logo.svg'), `<svg>${'<g/>'.repeat(600)}</svg>`);
  compressed = await precompressFolder(folder);
  api = await startTestApi({}, { staticDir: folder });
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  api.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build step', () => {
  it('writes a brotli and a gzip copy of each text file worth compressing, in sub-folders too', () => {
    expect(compressed.files).toBe(3);
    for (const file of [SCRIPT, 'index.html', 'static/logo.svg']) {
      const original = fs.readFileSync(path.join(folder, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, `${file}.gz`)))).toEqual(original);
    }
    expect(compressed.brotliBytes).toBeLessThan(compressed.bytes / 4);
  });

  it('leaves config.json (edited after the build) and files too small to gain alone', () => {
    for (const file of ['config.json', 'tiny.css'])
      for (const extension of ['.br', '.gz']) expect(fs.existsSync(path.join(folder, file + extension))).toBe(false);
  });
});

describe('the server', () => {
  it('answers a hashed script in brotli when asked, cached for good', async () => {
    const response = await get(`/${SCRIPT}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('answers gzip to a client that takes only gzip', async () => {
    const response = await get(`/${SCRIPT}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file to a client that takes neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get(`/${SCRIPT}`, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.body).toBe(script);
    }
  });

  it('compresses index.html at / and serves config.json as the operator left it', async () => {
    const index = await get('/', 'br');
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(zlib.brotliDecompressSync(index.rawPayload).toString()).toBe(html);
    expect(index.headers['cache-control']).toBe('no-cache');

    fs.writeFileSync(path.join(folder, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api2.example.com' }));
    const edited = await get('/config.json', 'br, gzip');
    expect(edited.headers['content-encoding']).toBeUndefined();
    expect(edited.json()).toEqual({ apiBaseUrl: 'https://api2.example.com' });
  });

  it('falls back to the plain file where the build wrote no copy', async () => {
    const response = await get('/tiny.css', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('a{color:red}');
  });

  it('never compresses or varies API answers this way', async () => {
    const response = await get('/api/auth/me', 'br');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary ?? '')).not.toContain('Accept-Encoding');
  });
});
