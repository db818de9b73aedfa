// The panel's budgets that the build's files decide alone: how much JavaScript a cold load of a page
// fetches, compressed as the CDN serves it (brotli), and which libraries come with it. `npm test` checks
// them on dist/ (tests/e2e/bundleBudgets.test.ts); the bench (tests/bench/panel.bench.ts) checks the same
// figures beside its timings, and that a cold load in Chromium fetches exactly the scripts counted here.
//
// What a cold load of a page fetches, as the build tells it: index.html's scripts, the route's chunks
// from the route map that Umi writes into the preload helper (webpack's chunk graph), the messages of the
// language shown (src/locales/load.ts) and, signed in, the header (src/components/HeaderActions/lazy.tsx),
// each with the chunks its import() fetches beside it (the webpack runtime's chunk files).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appLocaleOf, type AppLocale } from '../../src/utils/locale';

export const KB = 1024;

export const SIZE_BUDGET = {
  loginJs: 390 * KB,
  homeOverLogin: 1.5,
};

export interface BudgetPage {
  name: string;
  /** The route's path in config/routes.ts. */
  route: string;
  signedIn: boolean;
}

const BUDGET_PAGES: readonly BudgetPage[] = [
  { name: 'login', route: '/login', signedIn: false },
  { name: 'home', route: '/', signedIn: true },
  { name: 'news', route: '/news', signedIn: true },
  { name: 'overview', route: '/overview', signedIn: true },
];

export const budgetPage = (name: string): BudgetPage => {
  const page = BUDGET_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no budget page named ${name}`);
  return page;
};

/** The language a browser without a stored choice is shown (the bench's). */
const DEFAULT_LANGUAGE: AppLocale = appLocaleOf(undefined);

// Libraries only some pages use: no other page may fetch them.
const HEAVY_LIBRARIES: { name: string; marker: RegExp; pages: string[] }[] = [
  { name: '@ant-design/plots', marker: /@antv|@ant-design\/plots|G2\.Chart|antv-g2/, pages: ['overview'] },
  { name: 'sats-connect', marker: /sats-connect|getProviderOrThrow|XverseProviders/, pages: [] },
  { name: 'CSV importer', marker: /papaparse|Papa\.parse/, pages: [] },
  // The 403 and 404 screens (ExceptionResult, loaded when shown): ProComponents' and Umi's layout's own
  // error screens, which brought it into every page with the layout, are replaced by the panel's
  // (config/plugins/bundleSurgery.ts).
  { name: "antd's Result", marker: /PRESENTED_IMAGE_404/, pages: [] },
];

// The chunks a page fetches after the entry script, by their webpackChunkName.
const MESSAGES_CHUNK = (language: string) => `messages-${language}`;
const SIGNED_IN_CHUNKS = ['header'];

interface BuiltScript {
  file: string;
  /** Brotli-compressed, at the highest quality, as the CDN serves it. */
  bytes: number;
  body: string;
}

export interface PageFigures {
  /** Compressed bytes of all its scripts. */
  js: number;
  scripts: BuiltScript[];
}

/** The panel's build in a dist/ folder: which scripts a cold load of each page fetches. */
export class PanelBuild {
  private readonly entryScripts: string[];
  private readonly routeMap: { files: [string, number][]; routes: Record<string, number[]> };
  /** Each chunk id's file. */
  private readonly chunkFiles: Map<number, string>;
  /** The chunk ids that each import() in the build's scripts fetches together. */
  private readonly chunkLoads: number[][];
  private readonly compressed = new Map<string, BuiltScript>();

  constructor(readonly dist: string) {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${index} is missing: build the panel first (npm run build)`);
    this.entryScripts = [...fs.readFileSync(index, 'utf8').matchAll(/<script src="(?:\.?\/)?([^"]+)"/g)].map(
      (match) => match[1],
    );
    this.routeMap = this.readRouteMap();
    this.chunkFiles = this.readChunkFiles();
    this.chunkLoads = this.readChunkLoads();
  }

  private read(file: string): string {
    return fs.readFileSync(path.join(this.dist, file), 'utf8');
  }

  private fail(what: string): never {
    throw new Error(`${what} in ${this.dist}: review tests/support/bundleBudgets.ts against the build`);
  }

  /** Umi's route map (routePreloadOnLoad): `f` the files with their chunk ids, `r` each route's indexes in `f`. */
  private readRouteMap() {
    for (const file of this.entryScripts) {
      const found = /\bf:(\[\[[\s\S]*?\]\]),r:(\{[^}]*\})/.exec(this.read(file));
      if (found)
        return {
          files: JSON.parse(found[1]) as [string, number][],
          routes: JSON.parse(found[2]) as Record<string, number[]>,
        };
    }
    return this.fail("no route map (Umi's preload helper) in index.html's scripts");
  }

  /** The webpack runtime's chunk file names: `({id: name}[id] || id) + "." + {id: hash}[id] + suffix`. */
  private readChunkFiles(): Map<number, string> {
    const pairs = (text: string) =>
      new Map([...text.matchAll(/(\d+):"([^"]*)"/g)].map((match) => [Number(match[1]), match[2]]));
    for (const file of this.entryScripts) {
      const found =
        /\.u=function\((\w)\)\{return\(\{([^}]*)\}\[\1\]\|\|\1\)\+"\."\+\{([^}]*)\}\[\1\]\+"([^"]+)"\}/.exec(
          this.read(file),
        );
      if (!found) continue;
      const [names, hashes, suffix] = [pairs(found[2]), pairs(found[3]), found[4]];
      return new Map([...hashes].map(([id, hash]) => [id, `${names.get(id) ?? id}.${hash}${suffix}`]));
    }
    return this.fail("no webpack runtime's chunk file names in index.html's scripts");
  }

  /** `Promise.all([n.e(a), n.e(b)])` fetches a and b together; a lone `n.e(a)` fetches a. */
  private readChunkLoads(): number[][] {
    const GROUP = /Promise\.all\(\[((?:[\w$]+\.e\(\d+\),?)+)\]\)/g;
    const ids = (text: string) => [...text.matchAll(/[\w$]+\.e\((\d+)\)/g)].map((match) => Number(match[1]));
    return fs
      .readdirSync(this.dist)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const script = this.read(file);
        return [
          ...[...script.matchAll(GROUP)].map((group) => ids(group[1])),
          ...ids(script.replace(GROUP, '')).map((id) => [id]),
        ];
      });
  }

  /** The route's JavaScript files, by Umi's route map. */
  routeScripts(route: string): string[] {
    const indexes = this.routeMap.routes[route] ?? this.fail(`no route ${route} in the route map`);
    return indexes.map((index) => this.routeMap.files[index][0]).filter((file) => file.endsWith('.js'));
  }

  /** The files of the chunk named `name` (its webpackChunkName) and of those its import() fetches beside it. */
  namedChunkScripts(name: string): string[] {
    const id =
      [...this.chunkFiles].find(([, file]) => file.startsWith(`${name}.`))?.[0] ?? this.fail(`no chunk named ${name}`);
    const loads = this.chunkLoads.filter((load) => load.includes(id));
    if (!loads.length) this.fail(`no import() of the chunk ${name}`);
    return [...new Set(loads.flat())].map(
      (chunk) => this.chunkFiles.get(chunk) ?? this.fail(`no file for chunk ${chunk}`),
    );
  }

  /** The scripts a cold load of the page fetches, in the language shown. */
  pageScripts(page: BudgetPage, language: AppLocale = DEFAULT_LANGUAGE): string[] {
    const later = [MESSAGES_CHUNK(language), ...(page.signedIn ? SIGNED_IN_CHUNKS : [])];
    return [
      ...new Set([
        ...this.entryScripts,
        ...this.routeScripts(page.route),
        ...later.flatMap((name) => this.namedChunkScripts(name)),
      ]),
    ];
  }

  script(file: string): BuiltScript {
    let built = this.compressed.get(file);
    if (!built) {
      const content = fs.readFileSync(path.join(this.dist, file));
      const bytes = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      built = { file, bytes, body: content.toString('utf8') };
      this.compressed.set(file, built);
    }
    return built;
  }

  figures(page: BudgetPage, language: AppLocale = DEFAULT_LANGUAGE): PageFigures {
    const scripts = this.pageScripts(page, language).map((file) => this.script(file));
    return { js: scripts.reduce((total, script) => total + script.bytes, 0), scripts };
  }

  /** The figures of every budget page. */
  allFigures(language: AppLocale = DEFAULT_LANGUAGE): Record<string, PageFigures> {
    return Object.fromEntries(BUDGET_PAGES.map((page) => [page.name, this.figures(page, language)]));
  }
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The budgets the figures exceed, each as a sentence; none when all are met. */
export function sizeBudgetFailures(figures: Record<string, PageFigures>): string[] {
  const failures: string[] = [];
  const login = figures.login.js;
  const home = figures.home.js;
  if (login > SIZE_BUDGET.loginJs)
    failures.push(`login page JavaScript ${kb(login)} KB > ${kb(SIZE_BUDGET.loginJs)} KB`);
  if (home > login * SIZE_BUDGET.homeOverLogin)
    failures.push(`Home JavaScript ${kb(home)} KB > ${SIZE_BUDGET.homeOverLogin}× login (${kb(login)} KB)`);
  for (const library of HEAVY_LIBRARIES) {
    for (const [name, page] of Object.entries(figures)) {
      const carrying = page.scripts.filter((script) => library.marker.test(script.body));
      if (carrying.length && !library.pages.includes(name))
        failures.push(`${library.name} loaded on ${name}: ${carrying.map((script) => script.file).join(', ')}`);
    }
  }
  return failures;
}
