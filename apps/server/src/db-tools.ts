// `npm run db:backup [file]` and `npm run db:restore <file>` (docs/OPERATIONS.md), on the database
// the server would use: DATABASE_URL, or the embedded one in DATA_DIR (default ./data).
import path from 'node:path';
import { loadConfig } from './config';
import { backupDatabase, restoreDatabase } from './db/backup';

const [command, file] = process.argv.slice(2);

try {
  const { databaseUrl, dataDir } = loadConfig();
  const target = { databaseUrl, dataDir };
  const embedded = !databaseUrl?.startsWith('postgres');
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const output = path.resolve(file ?? `galope-${stamp}.${embedded ? 'tar.gz' : 'dump'}`);
    await backupDatabase(target, output);
    console.warn(`Backup written to ${output}`);
  } else if (command === 'restore' && file) {
    const previous = await restoreDatabase(target, path.resolve(file));
    console.warn(`Restored from ${path.resolve(file)}${previous ? `; the previous files are in ${previous}` : ''}`);
  } else {
    console.error('Usage: npm run db:backup [file] | npm run db:restore <file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
