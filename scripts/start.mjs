// `npm start`: build the panel if needed, then serve it and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildPanelIfNeeded } from './panelBuild.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
buildPanelIfNeeded();
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
