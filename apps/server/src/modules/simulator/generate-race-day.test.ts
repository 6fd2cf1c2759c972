import { ladderFraction } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { drawRaceResult } from './draw-race-result';
import { generateRaceDay, type GeneratedRace } from './generate-race-day';
import { generateSportDay } from './generate-sport-day';
import { planScratches, raceStreamKey } from './plan-race-market';
import { createRng } from './create-rng';
import { bookOverround, driftBook, OVERROUND_BOUNDS, withoutRunners } from './race-book';
import { addDays } from './sim-calendar';

const DAY = '2025-05-17';
const today = generateRaceDay({ seed: 11, day: DAY });
const tomorrow = generateRaceDay({ seed: 11, day: addDays(DAY, 1) });
const twoDays = [...today.races, ...tomorrow.races];

const odds = (race: GeneratedRace) => race.entries.map((entry) => Number(entry.morningLineOdds));
const onLadder = (price: number | string) => ladderFraction(Math.round(Number(price) * 100)) !== null;
/**
 * What is wrong with a book, if anything: a price under 1.01, with more than two decimals or off the
 * bookmakers' ladder (29/4, 50/17), or the overround.
 */
const bookProblems = (prices: readonly number[]): string[] => {
  const problems = prices
    .filter((price) => price < 1.01 || Math.round(price * 100) / 100 !== price || !onLadder(price))
    .map((price) => `price ${price}`);
  const overround = bookOverround(prices);
  if (overround < OVERROUND_BOUNDS.min || overround > OVERROUND_BOUNDS.max) problems.push(`overround ${overround}`);
  return problems;
};

describe('a generated race day', () => {
  it('is the same card for the same seed and day, and another card for another seed', () => {
    expect(generateRaceDay({ seed: 11, day: DAY })).toEqual(today);
    const other = generateRaceDay({ seed: 12, day: DAY });
    expect(other.races.map((race) => race.name)).not.toEqual(today.races.map((race) => race.name));
    expect(other.races.map((race) => race.entries[0]?.horseExternalId)).not.toEqual(
      today.races.map((race) => race.entries[0]?.horseExternalId),
    );
  });

  it('keeps races coming around the clock, within the UTC day, one card per track', () => {
    expect(today.races.length).toBeGreaterThanOrEqual(80);
    const times = twoDays.map((race) => race.scheduledTime.getTime()).sort((a, b) => a - b);
    const longestWait = Math.max(...times.slice(1).map((time, i) => time - times[i]!));
    expect(longestWait).toBeLessThanOrEqual(60 * 60_000);
    for (const race of today.races) expect(race.scheduledTime.toISOString().slice(0, 10)).toBe(DAY);
    expect(new Set(today.races.map((race) => race.externalId)).size).toBe(today.races.length);
  });

  it('fills every field of a race plausibly', () => {
    for (const race of today.races) {
      expect(race.externalId).toMatch(/^sim-race-20250517-[a-z-]+-\d$/);
      expect(race.distance).toBeGreaterThanOrEqual(1000);
      expect(race.distance).toBeLessThanOrEqual(4000);
      expect(race.distanceF).toBe((race.distance / 201.168).toFixed(1));
      expect(race.prize).toMatch(/^(£|€|\$|C\$|A\$|¥)\d{1,3}(,\d{3})*$/);
      expect(race.offTime).toMatch(/^\d{2}:\d{2}$/);
      expect(['Flat', 'Hurdle', 'Chase', 'NH Flat']).toContain(race.type);
      expect(race.raceClass).toMatch(/^Class [1-6]$/);
      expect(['', 'Listed', 'Group 1', 'Group 2', 'Group 3', 'Grade 1', 'Grade 2', 'Grade 3']).toContain(race.pattern);
      expect(['Turf', 'Dirt', 'All-Weather']).toContain(race.surface);
      expect(race.fieldSize).toBe(race.entries.length);
      expect(race.entries.map((entry) => entry.postPosition)).toEqual(race.entries.map((_, i) => i + 1));
    }
  });

  it('never enters a horse in two races at overlapping times, on one day or across midnight', () => {
    const starts = new Map<string, number[]>();
    for (const race of twoDays) {
      for (const entry of race.entries) {
        starts.set(entry.horseExternalId, [...(starts.get(entry.horseExternalId) ?? []), race.scheduledTime.getTime()]);
      }
      expect(new Set(race.entries.map((entry) => entry.horseExternalId)).size).toBe(race.entries.length);
      expect(new Set(race.entries.map((entry) => entry.jockeyExternalId)).size).toBe(race.entries.length);
    }
    for (const times of starts.values()) {
      times.sort((a, b) => a - b);
      for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(45 * 60_000);
    }
  });

  it('prices morning lines on the ladder, at or above 1.01, with an overround inside the documented bounds', () => {
    expect(twoDays.flatMap((race) => bookProblems(odds(race)))).toEqual([]);
  });

  it('keeps those bounds and the ladder through drift and withdrawals, and the prices still move', () => {
    const problems: string[] = [];
    let moved = 0;
    for (const race of today.races.slice(0, 30)) {
      const rng = createRng('drift-test', race.externalId);
      let prices = odds(race);
      for (let step = 0; step < 120; step += 1) prices = driftBook(prices, rng);
      if (prices.some((price, i) => price !== odds(race)[i])) moved += 1;
      problems.push(...bookProblems(prices));
      while (prices.length > 2) {
        const out = rng.int(0, prices.length - 1);
        const removed = prices.map((_, i) => i === out);
        prices = withoutRunners(prices, removed).filter((_, i) => !removed[i]);
        problems.push(...bookProblems(prices));
      }
    }
    expect(problems).toEqual([]);
    expect(moved).toBe(30);
  });

  it('withdraws about one runner in thirty and always leaves at least two', () => {
    let runners = 0;
    let withdrawn = 0;
    for (const race of twoDays) {
      const scratches = planScratches({
        key: raceStreamKey(race),
        fieldSize: race.fieldSize,
        scheduledTime: race.scheduledTime,
      });
      runners += race.fieldSize;
      withdrawn += scratches.length;
      expect(race.fieldSize - scratches.length).toBeGreaterThanOrEqual(Math.min(2, race.fieldSize));
      for (const scratch of scratches) expect(scratch.at.getTime()).toBeLessThan(race.scheduledTime.getTime());
    }
    expect(withdrawn / runners).toBeGreaterThan(1 / 60);
    expect(withdrawn / runners).toBeLessThan(1 / 15);
  });

  it('draws a result with positions 1..n and times rising with position', () => {
    for (const race of today.races.slice(0, 20)) {
      const placings = drawRaceResult({
        key: raceStreamKey(race),
        runners: race.entries.map((entry, i) => ({
          entryId: i,
          postPosition: entry.postPosition,
          odds: odds(race)[i]!,
        })),
        winnerSeconds: 95.5,
        type: race.type,
        going: race.going,
      });
      expect(placings.map((placing) => placing.position)).toEqual(race.entries.map((_, i) => i + 1));
      for (let i = 1; i < placings.length; i += 1) {
        expect(placings[i]!.finishSeconds).toBeGreaterThan(placings[i - 1]!.finishSeconds);
      }
    }
  });
});

describe('a generated sports day', () => {
  it('is deterministic, prices a draw only in football, and fills the fixture details', () => {
    const day = generateSportDay({ seed: 11, day: DAY });
    expect(generateSportDay({ seed: 11, day: DAY })).toEqual(day);
    expect(generateSportDay({ seed: 12, day: DAY }).events.map((event) => event.homeTeam)).not.toEqual(
      day.events.map((event) => event.homeTeam),
    );
    expect(new Set(day.events.map((event) => event.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    for (const event of day.events) {
      expect(Object.values(event.odds).every(onLadder), JSON.stringify(event.odds)).toBe(true);
      expect(event.odds.home).toMatch(/^\d+\.\d{2}$/);
      expect(event.odds.away).toMatch(/^\d+\.\d{2}$/);
      if (event.sport === 'football') expect(event.odds.draw).toMatch(/^\d+\.\d{2}$/);
      else expect(event.odds.draw).toBeUndefined();
      const margin =
        1 / Number(event.odds.home) + 1 / Number(event.odds.away) + (event.odds.draw ? 1 / Number(event.odds.draw) : 0);
      expect(margin).toBeGreaterThan(1.02);
      expect(margin).toBeLessThan(1.1);
      expect(event.recentForm.home).toHaveLength(5);
      if (event.sport !== 'football') expect([...event.recentForm.home, ...event.recentForm.away]).not.toContain('D');
      if (event.sport === 'tennis') expect(['clay', 'grass', 'hard']).toContain(event.details.surface);
      expect(event.headToHead.homeWins + event.headToHead.awayWins).toBeLessThanOrEqual(event.headToHead.total);
      expect(event.venue).not.toBe('');
    }
  });
});
