/// <reference types="node" />
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A path the router answers with a lazy page, and the page's module for a signed-in player and for a guest. */
interface RoutePage {
  /** `/betting` matches that path only; `/race/` matches every path under it. */
  path: string;
  signedIn?: string;
  guest?: string;
  /** The API answers the player's page draws its first screen from, asked for from the HTML too. */
  data?: string[];
}

// Every gated path shows a guest the sign-in page instead (app/route-gate.tsx).
const AUTH_PAGE = 'src/features/auth/auth-page.tsx';
const BOARD_PAGE = 'src/features/board/board-page.tsx';
const BETTING_PAGE = 'src/features/races/betting/betting-page.tsx';
const RACE_PAGE = 'src/features/races/race-page.tsx';
const EVENT_PAGE = 'src/features/sports/event-page.tsx';
const RESULTS_PAGE = 'src/features/races/results/results-page.tsx';
/** /betting's first screen: the races running and those to come. */
const RACES = ['/api/races/live', '/api/races/upcoming'];
/** The board's: the races running (the upcoming ones when none is, asked for after them: features/board). */
const LIVE_RACES = ['/api/races/live'];

/** Every lazy page waits for these Spanish texts (lib/translation/i18n.ts, `withPageTranslations`). */
const LATER_TEXTS = '\0virtual:i18n/es-later';
/** And every one but the player's pages for these: the account's sections (`withAllTranslations`). */
const ACCOUNT_TEXTS = '\0virtual:i18n/es-account';
/** The player's pages (app/router.tsx, `withPageTranslations`). */
const PLAYER_PAGES = [BOARD_PAGE, BETTING_PAGE, RACE_PAGE, EVENT_PAGE, RESULTS_PAGE];

/**
 * app/router.tsx's lazy pages. `/` (matched exactly) has none on its first screen (its board is below
 * it), nor the Spanish texts every lazy page waits for: the landing asks for them once its first screen
 * is painted (lib/translation/i18n.ts). Named in its HTML for a signed-in player until 27 November, they shared a
 * phone's connection with the first script and the first slide (4 pairs, guest: LCP 2.25–2.37 →
 * 1.96–2.13 s once they waited for the paint).
 */
const ROUTE_PAGES: RoutePage[] = [
  { path: '/auth', guest: AUTH_PAGE },
  { path: '/home', signedIn: BOARD_PAGE, guest: AUTH_PAGE, data: LIVE_RACES },
  { path: '/sports', signedIn: BOARD_PAGE, guest: AUTH_PAGE },
  { path: '/results', signedIn: RESULTS_PAGE, guest: AUTH_PAGE },
  { path: '/betting', signedIn: BETTING_PAGE, guest: AUTH_PAGE, data: RACES },
  { path: '/race/', signedIn: RACE_PAGE, guest: AUTH_PAGE },
  { path: '/event/', signedIn: EVENT_PAGE, guest: AUTH_PAGE },
  { path: '/dashboard', signedIn: 'src/features/panel/dashboard-page.tsx', guest: AUTH_PAGE },
  { path: '/panel', signedIn: 'src/app/panel-route.tsx', guest: AUTH_PAGE },
  { path: '/deposit', signedIn: 'src/app/deposit-route.tsx', guest: AUTH_PAGE },
];

/** What the server reads (apps/server/src/modules/web): each path's scripts, as URLs, and its data. */
interface RoutePreloads {
  routes: Array<{ path: string; signedIn: string[]; guest: string[]; data: string[] }>;
}

/** Beside Vite's own manifest: build information the server reads, not a file it serves. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes `route-preloads.json`: for each path of a lazy page, the scripts that page needs beyond the
 * first download. The server names them in the page's HTML (`<link rel="modulepreload">`), so a phone
 * fetches them beside the first script instead of after running it (decision 023: the chain of lazy
 * chunks was most of the time between the first paint and the largest one). The build fails if a
 * page named here is no longer a chunk of its own.
 */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'galope:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byModule = (id: string) => {
        const chunk = chunks.find((candidate) =>
          id.startsWith('\0') ? candidate.facadeModuleId === id : candidate.facadeModuleId?.endsWith(path.sep + id),
        );
        if (!chunk) throw new Error(`route-preloads: no chunk for ${id}; update build/route-preloads.ts`);
        return chunk;
      };
      // What index.html loads already: the entry and every chunk it imports.
      const initial = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((entry) => withImports(entry, bundle).map((chunk) => chunk.fileName)),
      );
      const scriptsFor = (module: string | undefined) =>
        module === undefined
          ? []
          : [
              ...withImports(byModule(module), bundle),
              ...withImports(byModule(LATER_TEXTS), bundle),
              ...(PLAYER_PAGES.includes(module) ? [] : withImports(byModule(ACCOUNT_TEXTS), bundle)),
            ]
              .filter((chunk) => !initial.has(chunk.fileName))
              .map((chunk) => `${base}${chunk.fileName}`)
              .filter((url, index, all) => all.indexOf(url) === index);
      const preloads: RoutePreloads = {
        routes: ROUTE_PAGES.map((route) => ({
          path: route.path,
          signedIn: scriptsFor(route.signedIn),
          guest: scriptsFor(route.guest),
          data: route.data ?? [],
        })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** A chunk and every chunk it imports statically, however deep. */
function withImports(chunk: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (current: OutputChunk) => {
    if (found.has(current.fileName)) return;
    found.set(current.fileName, current);
    for (const name of current.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(chunk);
  return [...found.values()];
}
