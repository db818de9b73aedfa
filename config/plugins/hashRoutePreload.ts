// Umi's routePreloadOnLoad starts fetching the current route's chunks from index.html, in parallel
// with the entry script, but reads the route from location.pathname, which under hash history is
// always "/": every page, the sign-in page included, fetched Home and the layout instead of its own
// chunks. This reads the route from the hash.
//
// The panel also waits for config.json before its first render (src/app.tsx). Requested by the entry
// script, it cost a round trip after that script had downloaded and run; the preload helper, which
// runs from the head, starts it at once and leaves the request for loadRuntimeConfig to take.
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';

const PATHNAME = 'location.pathname';
const HASH_ROUTE = '(location.hash.slice(1).split("?")[0]||"/")';
/** Same request as loadRuntimeConfig's own (src/utils/runtimeConfig.ts); a failure there means "no config". */
const EARLY_CONFIG_REQUEST = ';window.__panelConfigRequest=fetch("./config.json",{cache:"no-store"}).catch(function(){return null});';

export default (api: IApi) => {
  api.onBuildComplete({
    stage: Infinity,
    fn: ({ err }) => {
      if (err) return;
      const helpers = fs.readdirSync(api.paths.absOutputPath).filter((name) => /^preload_helper(\.[0-9a-f]+)?\.js$/.test(name));
      for (const name of helpers) {
        const file = path.join(api.paths.absOutputPath, name);
        const script = fs.readFileSync(file, 'utf8');
        if (!script.includes(PATHNAME)) throw new Error(`${name} no longer reads ${PATHNAME}: review config/plugins/hashRoutePreload.ts`);
        fs.writeFileSync(file, script.split(PATHNAME).join(HASH_ROUTE) + EARLY_CONFIG_REQUEST);
      }
    },
  });
};
