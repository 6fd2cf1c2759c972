import process from 'node:process';
// `npm run dev`: the server with watch on :5000 and the Vite dev server with hot reload on :5173
// (which proxies /api and /ws to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@galope/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@galope/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
