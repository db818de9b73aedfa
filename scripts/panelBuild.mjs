// Builds the panel when dist/ is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['src', 'config', 'public', '.umirc.ts', 'package.json'];

function newestModification(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full)
    .filter((name) => !name.startsWith('.umi'))
    .reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), stat.mtimeMs);
}

export function panelNeedsBuild() {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  return SOURCES.some((entry) => newestModification(entry) > builtAt);
}

export function buildPanelIfNeeded() {
  if (!panelNeedsBuild()) return;
  console.log('Building the panel (dist/)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'max'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`max build failed with exit code ${result.status}`);
}
