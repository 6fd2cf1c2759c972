// `npm run build -w @galope/server`: the server as one ES module, apps/server/dist/main.js, that
// plain Node runs without tsx, so a production install needs no build tools. The contracts package (TypeScript sources) is bundled in;
// every other dependency stays in node_modules, as a production install (`npm ci --omit=dev`) has it.
// Beside it, what the code reads from its own folder at run time: the migrations, the modules' SQL
// functions and the embedded database's worker thread.
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), 'db-tools': path.join(root, 'src/db-tools.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@galope/contracts'),
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// Each module's SQL functions (src/db/module-sql.ts reads them from dist/modules/NAME/sql).
for (const module of await readdir(path.join(root, 'src/modules'))) {
  const folder = path.join(root, 'src/modules', module, 'sql');
  if (existsSync(folder)) await cp(folder, path.join(dist, 'modules', module, 'sql'), { recursive: true });
}
await cp(path.join(root, 'src/db/pglite-worker.js'), path.join(dist, 'pglite-worker.js'));
console.log('server built: apps/server/dist/main.js, db-tools.js');
