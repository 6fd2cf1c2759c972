import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Thrown when another live process has the embedded database open. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's: two servers, or a backup, opening the same files would
 * corrupt them. `lockFile` holds the owner's pid while it is open; one left by a process that died
 * (kill -9) is taken over. Returns the release.
 */
export function lockDataDir(lockFile: string, what: string): () => void {
  const mine = String(process.pid);
  try {
    writeFileSync(lockFile, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
      throw new DataDirInUseError(`${what} is open in process ${owner} (${lockFile}): stop that process first`);
    writeFileSync(lockFile, mine);
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === mine) rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
}
