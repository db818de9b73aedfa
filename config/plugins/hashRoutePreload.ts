// Umi's routePreloadOnLoad starts fetching the current route's chunks from index.html, in parallel
// with the entry script, but reads the route from location.pathname, which under hash history is
// always "/": every page, the sign-in page included, fetched Home and the layout instead of its own
// chunks. This reads the route from the hash.
//
// The panel also waits for config.json and, signed in, for the session before its first render
// (src/app.tsx). Requested by the entry script, each cost a round trip after that script had downloaded
// and run; the preload helper, which runs from the head, starts both at once (src/utils/earlyRequests.ts,
// bundled here) and leaves them for the app to take.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from '@umijs/bundler-utils/compiled/esbuild';
import type { IApi } from 'umi';

const PATHNAME = 'location.pathname';
const HASH_ROUTE = '(location.hash.slice(1).split("?")[0]||"/")';

/** src/utils/earlyRequests.ts's head part, as one script for the browsers the build targets. */
function earlyRequestsScript(target: string[]): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(__dirname, 'earlyRequestsEntry.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    write: false,
  });
  return outputFiles[0].text;
}

export default (api: IApi) => {
  // After index.html is written (Umi writes the helper before it), so that both can change.
  api.onBuildHtmlComplete({
    stage: Infinity,
    fn: () => {
      const earlyScript = earlyRequestsScript(Object.entries(api.config.targets as Record<string, number>).map(([browser, version]) => `${browser}${version}`));
      const helpers = fs.readdirSync(api.paths.absOutputPath).filter((name) => /^preload_helper(\.[0-9a-f]+)?\.js$/.test(name));
      const pages = fs.readdirSync(api.paths.absOutputPath).filter((name) => name.endsWith('.html'));
      for (const name of helpers) {
        const file = path.join(api.paths.absOutputPath, name);
        const script = fs.readFileSync(file, 'utf8');
        if (!script.includes(PATHNAME)) throw new Error(`${name} no longer reads ${PATHNAME}: review config/plugins/hashRoutePreload.ts`);
        const changed = `${script.split(PATHNAME).join(HASH_ROUTE)};${earlyScript}`;
        // Hashed files are cached for good: the name follows the content as changed here.
        const renamed = name.replace(/\.[0-9a-f]+\.js$/, `.${crypto.createHash('md5').update(changed).digest('hex').slice(0, 8)}.js`);
        fs.writeFileSync(path.join(api.paths.absOutputPath, renamed), changed);
        if (renamed === name) continue;
        fs.rmSync(file);
        for (const page of pages) {
          const html = path.join(api.paths.absOutputPath, page);
          fs.writeFileSync(html, fs.readFileSync(html, 'utf8').split(name).join(renamed));
        }
      }
    },
  });
};
