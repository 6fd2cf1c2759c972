import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('serves the same JSON until it expires or is cleared, and shares one producer between concurrent misses', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createResponseCache(1000, () => clock);
    const produce = async () => ({ call: ++calls });

    const read = async () => (await cache.json('k', produce)).toString();
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe('{"call":1}');
    expect(b).toBe(a);
    expect(calls).toBe(1);
    clock = 999;
    expect(await read()).toBe('{"call":1}');
    expect(calls).toBe(1);
  });

  it('answers the previous list while one refresh runs after it expired, then the new one', async () => {
    let clock = 0;
    let calls = 0;
    let finish: (() => void) | undefined;
    const cache = createResponseCache(1000, () => clock);
    const produce = () =>
      new Promise<{ call: number }>((resolve) => {
        const call = ++calls;
        if (call === 1) resolve({ call });
        else finish = () => resolve({ call });
      });
    const read = async () => (await cache.json('k', produce)).toString();
    expect(await read()).toBe('{"call":1}');

    clock = 1500;
    // The database is busy: the refresh has not answered, and nobody waits for it.
    const during = await Promise.all([read(), read(), read()]);
    expect(during).toEqual(['{"call":1}', '{"call":1}', '{"call":1}']);
    expect(calls).toBe(2);
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read()).toBe('{"call":2}');
  });

  it('never answers a list cleared because its data changed: the next read waits for the new one', async () => {
    let calls = 0;
    const cache = createResponseCache(1000, () => 0);
    const produce = async () => ({ call: ++calls });
    expect((await cache.json('k', produce)).toString()).toBe('{"call":1}');
    cache.clear();
    expect((await cache.json('k', produce)).toString()).toBe('{"call":2}');
  });

  it('waits for a fresh list when the one it has is too old to show', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createResponseCache(1000, () => clock, 5000);
    const produce = async () => ({ call: ++calls });
    expect((await cache.json('k', produce)).toString()).toBe('{"call":1}');
    clock = 6000;
    expect((await cache.json('k', produce)).toString()).toBe('{"call":2}');
  });

  it('does not keep a failure', async () => {
    const cache = createResponseCache(1000, () => 0);
    await expect(cache.json('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.json('k', async () => [1])).toString()).toBe('[1]');
  });
});
