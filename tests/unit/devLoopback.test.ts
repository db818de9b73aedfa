import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SHIM = path.resolve(__dirname, '../../scripts/devLoopback.cjs');

/** Where a server given only a port listens, in a Node process with the dev shim loaded. */
function listensOn(env: Record<string, string>, call: string): string {
  const program = `const s = require('node:http').createServer(); s.${call}; s.on('listening', () => { console.log(s.address().address); s.close(); });`;
  const { HOST: _, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--require', SHIM, '-e', program], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  return result.stdout.trim();
}

describe("npm run dev's address", () => {
  it('is loopback when HOST is not set, whether listen is given a port or options', () => {
    expect(listensOn({}, 'listen(0)')).toBe('127.0.0.1');
    expect(listensOn({}, 'listen({ port: 0 })')).toBe('127.0.0.1');
  });

  it('is what HOST says when set, and what a caller names itself', () => {
    expect(listensOn({ HOST: '0.0.0.0' }, 'listen(0)')).toBe('0.0.0.0');
    expect(listensOn({}, "listen(0, '0.0.0.0')")).toBe('0.0.0.0');
  });
});
