import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

/** The nice value of each of this process's threads, by thread id (Linux). */
function threadNiceValues(): Map<string, number> {
  const tasks = `/proc/${process.pid}/task`;
  return new Map(
    readdirSync(tasks).map((tid) => {
      // Fields after the command's closing parenthesis; nice is the 19th field of the line.
      const fields = readFileSync(`${tasks}/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return [tid, Number(fields[16])] as const;
    }),
  );
}

describe.runIf(process.platform === 'linux')('the embedded database thread', () => {
  it('yields the processor to the server: its own thread runs at nice 10, the server’s keeps its priority', async () => {
    const before = threadNiceValues();
    const thread = new PgliteThread(undefined);
    try {
      expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      const started = [...threadNiceValues()].filter(([tid]) => !before.has(tid));
      expect(started.some(([, nice]) => nice === 10)).toBe(true);
      expect(threadNiceValues().get(String(process.pid))).toBe(before.get(String(process.pid)));
    } finally {
      await thread.close();
    }
  });
});
