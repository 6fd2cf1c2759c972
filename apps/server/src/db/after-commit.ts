import type { Db, Tx } from './connect';

type Task = () => Promise<void>;

/** What each open unit of work has asked to run once it commits, by its transaction. */
const queuedIn = new WeakMap<Tx, Task[]>();

/**
 * Runs `work` in one transaction and, once it has committed, what `afterCommit` queued inside it, in
 * order. A unit that throws rolls back and runs none of it: nobody hears of what never happened.
 */
export async function transactionThenAfterCommit<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const queued: Task[] = [];
  const result = await db.transaction(async (tx) => {
    queuedIn.set(tx, queued);
    return work(tx);
  });
  for (const task of queued) await task();
  return result;
}

/**
 * Inside a unit of `transactionThenAfterCommit` (the wallet's units run on it): `task` runs once the
 * transaction has committed. Outside one it throws, so a message meant for after the commit is never
 * silently lost or sent before it.
 */
export function afterCommit(tx: Tx, task: Task): void {
  const queued = queuedIn.get(tx);
  if (!queued) throw new Error('afterCommit needs a unit of work that runs it (transactionThenAfterCommit)');
  queued.push(task);
}
