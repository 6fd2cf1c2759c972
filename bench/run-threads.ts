import { Worker } from 'node:worker_threads';

/**
 * A load's clients on worker threads of their own, so that their work does not share the server's
 * thread (pgbench, the limit, is a process of its own too): one thread per input, running `source`
 * through tsx like the bench itself. Every thread is started and has loaded its code (it posts a first
 * message) before any begins: compiling a worker while the others already bet took the two cores from
 * the server (most slow bets fell in a paced run's first 500 ms). Answers each thread's last message.
 */
export async function runThreads<TOutput>(source: URL, inputs: unknown[]): Promise<TOutput[]> {
  const workers = inputs.map(
    (input) =>
      new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`,
        { eval: true, workerData: input },
      ),
  );
  const next = (worker: Worker) =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await Promise.all(workers.map(next)); // 'ready'
  const outputs = workers.map(next);
  for (const worker of workers) worker.postMessage('go');
  try {
    return (await Promise.all(outputs)) as TOutput[];
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
