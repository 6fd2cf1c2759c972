import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The SQL functions the modules own (the bet functions, the protection check, the betting barriers),
 * each in its module's `sql/NAME.sql` as one `CREATE OR REPLACE FUNCTION`: the file is today's rule,
 * where migrations would keep every past version of it. `migrate()` applies them after the migrations.
 *
 * In a checkout this file is `src/db/module-sql.ts` and the files are under `src/modules`; the built
 * server is one bundle in `dist/`, beside which the build copies each module's `sql` folder into
 * `dist/modules`.
 */
const bundledFolder = path.join(import.meta.dirname, 'modules');
export const modulesFolder = existsSync(bundledFolder)
  ? bundledFolder
  : path.join(import.meta.dirname, '..', 'modules');

export type ModuleSqlFile = { module: string; name: string; text: string };

/** Every module's SQL functions, by module then file name, so two instances apply them in one order. */
export function readModuleSql(folder = modulesFolder): ModuleSqlFile[] {
  const files: ModuleSqlFile[] = [];
  for (const module of readdirSync(folder).sort()) {
    const sqlFolder = path.join(folder, module, 'sql');
    if (!existsSync(sqlFolder)) continue;
    for (const file of readdirSync(sqlFolder).sort()) {
      if (!file.endsWith('.sql')) continue;
      files.push({
        module,
        name: file.slice(0, -'.sql'.length),
        text: readFileSync(path.join(sqlFolder, file), 'utf8'),
      });
    }
  }
  return files;
}
