// Writes brotli (`.br`) and gzip (`.gz`) copies of the build's text files, which the server sends
// as they are (@fastify/static's `preCompressed`) and which a CDN or nginx (`brotli_static`,
// `gzip_static`) can send too, so no answer is compressed on the fly.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IApi } from '@umijs/max';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|map)$/;
/** Edited by operators after the build: a stale compressed copy would hide their change. */
const EDITED_AFTER_BUILD = new Set(['config.json']);
/** Below this, the headers cost more than compression saves. */
const SMALLEST = 1024;

function textFilesIn(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFilesIn(full);
    if (!TEXT_FILE.test(entry.name) || EDITED_AFTER_BUILD.has(entry.name)) return [];
    return fs.statSync(full).size >= SMALLEST ? [full] : [];
  });
}

/** Compresses each text file of `folder` (both encodings); a copy that would not be smaller is not kept. */
export async function precompressFolder(
  folder: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = textFilesIn(folder);
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [copy, extension] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (copy.length < content.length) fs.writeFileSync(`${file}${extension}`, copy);
        else fs.rmSync(`${file}${extension}`, { force: true });
      }
      bytes += content.length;
      brotliBytes += Math.min(br.length, content.length);
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}

export default (api: IApi) => {
  // Last of all, once every other plugin has changed the files (config/plugins/hashRoutePreload.ts also runs at this stage, registered before).
  api.onBuildHtmlComplete({
    stage: Infinity,
    fn: async () => {
      const { files, bytes, brotliBytes } = await precompressFolder(api.paths.absOutputPath);
      api.logger.info(`Compressed ${files} files: ${bytes} bytes, ${brotliBytes} in brotli`);
    },
  });
};
