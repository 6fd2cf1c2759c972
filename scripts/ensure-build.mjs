// The build `npm start` and `npm run db:*` run, made first only when it is missing or older than its
// sources, so `npm install && npm start` works on a fresh machine and a production install
// (`npm ci --omit=dev` after `npm run build`) runs without the build tools (docs/OPERATIONS.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.join(import.meta.dirname, '..');
export const at = (relative) => path.join(root, relative);
/** Each build and what it is built from. */
const BUILDS = {
  'apps/server/dist/main.js': ['packages/contracts/src', 'apps/server/src'],
  'apps/server/dist/db-tools.js': ['packages/contracts/src', 'apps/server/src'],
  'apps/web/dist/index.html': ['packages/contracts/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'],
};

/** The latest change to a file under a file or folder, tests aside, in milliseconds (0 when there is none). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/** Builds (npm run build) when any build is missing or older than its sources. */
export function ensureBuild() {
  const stale = Object.entries(BUILDS)
    .filter(([build, sources]) => newest(at(build)) < Math.max(...sources.map((source) => newest(at(source)))))
    .map(([build]) => build);
  if (stale.length > 0) {
    console.log(`Building first: ${stale.join(', ')} missing or older than the sources (npm run build)`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      console.error('The build failed; a production install needs `npm run build` before `npm ci --omit=dev`.');
      process.exit(built.status ?? 1);
    }
  }
}
