import { ZRaceListResponseSchema } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { parseList } from './parse-list';

const Numbers = z.array(z.object({ n: z.number() }));

describe('parseList', () => {
  it('gives what one parse gives, also over many slices', async () => {
    const value = Array.from({ length: 5_000 }, (_, n) => ({ n, extra: 'dropped' }));
    expect(await parseList(Numbers, value)).toEqual(Numbers.parse(value));
  });

  it('hands the thread back between slices: a timer set before it runs before it ends', async () => {
    const value = Array.from({ length: 200_000 }, (_, n) => ({ n }));
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const parsing = parseList(Numbers, value).then(() => timerRan);
    expect(await parsing).toBe(true);
  });

  it('fails as one parse would, with the bad item’s index in the path', async () => {
    const value = [{ n: 1 }, { n: 'two' }];
    const error = await parseList(Numbers, value).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(z.core.$ZodError);
    expect((error as z.core.$ZodError).issues).toEqual(Numbers.safeParse(value).error!.issues);
  });

  it('refuses what is not a list, as one parse would', async () => {
    await expect(parseList(ZRaceListResponseSchema, { races: [] })).rejects.toBeInstanceOf(z.core.$ZodError);
  });
});
