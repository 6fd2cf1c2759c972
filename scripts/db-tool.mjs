// `npm run db:backup [file]` / `npm run db:restore <file>`: the built server's database tool
// (apps/server/src/db-tools.ts), built first when missing or older than its sources.
import { at, ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import(at('apps/server/dist/db-tools.js'));
