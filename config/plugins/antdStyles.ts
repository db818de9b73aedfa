// antd's styles from a CSS file instead of from the browser's first render: config/antdStyles/extract.tsx
// renders the components the sign-in page, the layout, Home and the list pages draw, on the server,
// and this writes antd's styles they registered beside the build as a hashed stylesheet, which
// index.html imports before the panel's own stylesheet. The first render on a cold load then neither
// computes nor inserts them (before, each first component type cost 140-170 ms of a throttled mobile
// CPU, and inserting the <style> tags about 250 ms more).
//
// It is imported from a <style> that joins antd's queue of styles in the head (rc-util's
// `data-rc-order="prependQueue"`), not linked: ProComponents insert their styles (left at runtime, see
// extract.tsx) after the last style of that queue, so they still come after antd's and before the
// panel's own stylesheet, as they did before the file existed. antd's runtime styles (components not in
// the file) go to the head's top, before all of these, as they always did.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';
import { contentHashedName, rewriteHtmlPages } from './buildOutput';

const EXTRACT = path.join(__dirname, '..', 'antdStyles', 'extract.tsx');
const FIRST_STYLESHEET = '<link rel="stylesheet"';

export default (api: IApi) => {
  // After index.html is written.
  api.onBuildHtmlComplete(() => {
    const output = api.paths.absOutputPath;
    const written = path.join(output, 'antd.css');
    execFileSync(process.execPath, [require.resolve('tsx/cli'), EXTRACT, written], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    const name = contentHashedName('antd', '.css', fs.readFileSync(written));
    fs.renameSync(written, path.join(output, name));
    rewriteHtmlPages(output, (html, page) => {
      if (!html.includes(FIRST_STYLESHEET))
        throw new Error(`${page} links no stylesheet: review config/plugins/antdStyles.ts`);
      return html.replace(
        FIRST_STYLESHEET,
        `<style data-rc-order="prependQueue">@import url("./${name}");</style>\n${FIRST_STYLESHEET}`,
      );
    });
  });
};
