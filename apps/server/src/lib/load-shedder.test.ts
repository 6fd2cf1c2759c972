import { afterEach, describe, expect, it } from 'vitest';
import { createLoadShedder, DEFAULT_LOAD_SHEDDING, type LoadShedder } from './load-shedder';

let shedder: LoadShedder;
afterEach(() => shedder.close());

/** Admits `count` requests and answers each after `ms`; how many were let in. */
function serve(count: number, ms: number): number {
  let admitted = 0;
  for (let i = 0; i < count; i += 1) if (shedder.tryAdmit()) admitted += 1;
  for (let i = 0; i < admitted; i += 1) shedder.release(ms);
  return admitted;
}

describe('the load shedder', () => {
  it('lets in as many at once as its limit and refuses the next', () => {
    shedder = createLoadShedder({ ...DEFAULT_LOAD_SHEDDING, initialLimit: 3, minLimit: 1 });
    expect([shedder.tryAdmit(), shedder.tryAdmit(), shedder.tryAdmit(), shedder.tryAdmit()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    shedder.release(5);
    expect(shedder.tryAdmit()).toBe(true);
  });

  it('keeps its limit through one slow answer among fast ones', () => {
    shedder = createLoadShedder(DEFAULT_LOAD_SHEDDING);
    const before = shedder.state().limit;
    serve(50, 20);
    serve(1, 900);
    serve(50, 20);
    expect(shedder.state().limit).toBeGreaterThanOrEqual(before);
  });

  it('lets fewer in while answers stay slower than its target, never under its floor', () => {
    shedder = createLoadShedder(DEFAULT_LOAD_SHEDDING);
    const realNow = performance.now.bind(performance);
    let clock = realNow();
    performance.now = () => clock;
    try {
      for (let round = 0; round < 40; round += 1) {
        serve(100, 3 * DEFAULT_LOAD_SHEDDING.targetMs);
        clock += DEFAULT_LOAD_SHEDDING.targetMs;
      }
    } finally {
      performance.now = realNow;
    }
    expect(shedder.state().limit).toBe(DEFAULT_LOAD_SHEDDING.minLimit);
  });

  it('refuses a crowd while the event loop runs late, and never a request on its own', async () => {
    shedder = createLoadShedder({ ...DEFAULT_LOAD_SHEDDING, minLimit: 4 });
    // The process stalls: the loop comes round twice its allowance late, again and again.
    const stallUntil = performance.now() + 20 * DEFAULT_LOAD_SHEDDING.maxLoopDelayMs;
    while (performance.now() < stallUntil) {
      const busyUntil = performance.now() + 2 * DEFAULT_LOAD_SHEDDING.maxLoopDelayMs;
      while (performance.now() < busyUntil);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(shedder.state().loopDelayMs).toBeGreaterThan(DEFAULT_LOAD_SHEDDING.maxLoopDelayMs);
    // A lone request is let in (the loop is late for some other reason), and so are the next up to the floor…
    expect(Array.from({ length: 4 }, () => shedder.tryAdmit())).toEqual([true, true, true, true]);
    // …past which the crowd is refused, although the in-flight limit (256) is far off.
    expect(shedder.tryAdmit()).toBe(false);
  });
});
