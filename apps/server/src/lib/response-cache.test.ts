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
    clock = 999;
    expect(await read()).toBe('{"call":1}');
    clock = 1000;
    expect(await read()).toBe('{"call":2}');
    cache.clear();
    expect(await read()).toBe('{"call":3}');
  });

  it('does not keep a failure', async () => {
    const cache = createResponseCache(1000, () => 0);
    await expect(cache.json('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.json('k', async () => [1])).toString()).toBe('[1]');
  });
});
