// `npm start`: the built server (apps/server/dist), built first when missing or older than its sources.
import { at, ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import(at('apps/server/dist/main.js'));
