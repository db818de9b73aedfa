// Umi's routePreloadOnLoad starts fetching the current route's chunks from index.html, in parallel
// with the entry script, but reads the route from location.pathname, which under hash history is
// always "/": every page, the sign-in page included, fetched Home and the layout instead of its own
// chunks. This reads the route from the hash.
//
// The panel also waits for config.json and, signed in, for the session before its first render
// (src/app.tsx). Requested by the entry script, each cost a round trip after that script had downloaded
// and run; the preload helper, which runs from the head, starts both at once (src/utils/earlyRequests.ts,
// bundled here) and leaves them for the app to take. So too the messages of the language shown
// (src/locales/load.ts), whose file it finds by the chunk names `messages-<language>`.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from '@umijs/bundler-utils/compiled/esbuild';
import type { IApi } from '@umijs/max';
import type { MessageFiles } from '../../src/utils/earlyRequests';
import { LOCALES } from '../../src/utils/locale';
import { contentHashedName, rewriteHtmlPages } from './buildOutput';

const PATHNAME = 'location.pathname';
const HASH_ROUTE = '(location.hash.slice(1).split("?")[0]||"/")';
const HASHED = /\.[0-9a-f]+\.js$/;

const MESSAGES_CHUNK = /^messages-([a-z]{2}-[A-Z]{2})$/;

/** src/utils/earlyRequests.ts's head part, as one script for the browsers the build targets. */
function earlyRequestsScript(target: string[], messageFiles: MessageFiles, publicPath: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(__dirname, 'earlyRequestsEntry.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    define: { PANEL_MESSAGE_FILES: JSON.stringify(messageFiles), PANEL_PUBLIC_PATH: JSON.stringify(publicPath) },
    write: false,
  });
  return outputFiles[0].text;
}

export default (api: IApi) => {
  const messageFiles: MessageFiles = {};
  // Each language's messages chunk, as webpack named and numbered it.
  api.onBuildComplete(({ err, stats }) => {
    if (err) return;
    for (const chunk of stats.toJson({ all: false, chunks: true, ids: true }).chunks ?? []) {
      const language = chunk.names?.map((name) => MESSAGES_CHUNK.exec(name)?.[1]).find(Boolean);
      const file = chunk.files?.find((name) => name.endsWith('.js'));
      if (language && file && chunk.id !== undefined)
        messageFiles[language] = { file, mark: `${api.pkg.name}:chunk-${chunk.id}` };
    }
  });

  // After index.html is written (Umi writes the helper before it), so that both can change.
  api.onBuildHtmlComplete({
    stage: Infinity,
    fn: () => {
      const missing = LOCALES.filter((language) => !messageFiles[language]);
      if (missing.length)
        throw new Error(
          `no messages chunk for ${missing.join(', ')}: review src/locales/load.ts and config/plugins/hashRoutePreload.ts`,
        );
      const targets = Object.entries(api.config.targets as Record<string, number>).map(
        ([browser, version]) => `${browser}${version}`,
      );
      const earlyScript = earlyRequestsScript(targets, messageFiles, api.config.publicPath as string);
      const output = api.paths.absOutputPath;
      for (const name of fs.readdirSync(output).filter((file) => /^preload_helper(\.[0-9a-f]+)?\.js$/.test(file))) {
        const file = path.join(output, name);
        const script = fs.readFileSync(file, 'utf8');
        if (!script.includes(PATHNAME))
          throw new Error(`${name} no longer reads ${PATHNAME}: review config/plugins/hashRoutePreload.ts`);
        const changed = `${script.split(PATHNAME).join(HASH_ROUTE)};${earlyScript}`;
        // Hashed files are cached for good: the name follows the content as changed here.
        const renamed = HASHED.test(name) ? contentHashedName(name.replace(HASHED, ''), '.js', changed) : name;
        fs.writeFileSync(path.join(output, renamed), changed);
        if (renamed === name) continue;
        fs.rmSync(file);
        rewriteHtmlPages(output, (html) => html.split(name).join(renamed));
      }
    },
  });
};
