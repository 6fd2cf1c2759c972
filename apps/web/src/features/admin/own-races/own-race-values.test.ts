import { OWN_RACE_MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import {
  emptyOwnRace,
  nextRunnerNumber,
  type OwnRaceValues,
  toOwnRaceChange,
  toOwnRaceRequest,
  toZonedInput,
  zonedInputToDate,
} from './own-race-values';

const MEXICO = 'America/Mexico_City';

const filled = (): OwnRaceValues => {
  const values = emptyOwnRace();
  return {
    ...values,
    racetrackName: 'Hipódromo de Monterrey',
    country: 'México',
    name: 'Clásico del Norte',
    scheduledTime: '2030-05-01T18:30',
    distance: '1400',
    runners: values.runners.map((row, index) => ({ ...row, horseName: `Caballo ${index + 1}` })),
  };
};

describe('the own-race form', () => {
  it("sends the typed card as the contract takes it, the wall time of the site's zone as an instant", () => {
    const values = filled();
    values.runners[0] = { ...values.runners[0]!, weight: '121', morningLine: '3.50', jockeyName: ' J. Pérez ' };
    const result = toOwnRaceRequest(values, MEXICO);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Mexico City keeps UTC−6 all year since 2022.
    expect(result.request.scheduledTime).toBe('2030-05-02T00:30:00.000Z');
    expect(result.request.distance).toBe(1400);
    expect(result.request.racetrack.city).toBeNull();
    expect(result.request.entries[0]).toMatchObject({
      number: 1,
      weight: 121,
      morningLine: '3.50',
      jockeyName: 'J. Pérez',
    });
    expect(result.request.entries).toHaveLength(4);
  });

  it('names each wrong field, a runner by its row', () => {
    const values = { ...filled(), name: '', distance: '12.5', scheduledTime: '' };
    values.runners[2] = { ...values.runners[2]!, horseName: '', morningLine: '0.9' };
    const result = toOwnRaceRequest(values, MEXICO);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: OWN_RACE_MESSAGES.name,
      distance: OWN_RACE_MESSAGES.distance,
      scheduledTime: OWN_RACE_MESSAGES.scheduledTime,
      'runners.2.horseName': OWN_RACE_MESSAGES.horseName,
      'runners.2.morningLine': OWN_RACE_MESSAGES.morningLine,
    });
  });

  it('refuses two runners with one program number, for the card as a whole', () => {
    const values = filled();
    values.runners[1] = { ...values.runners[1]!, number: '1' };
    const result = toOwnRaceRequest(values, MEXICO);
    expect(result.ok ? {} : result.errors).toMatchObject({ runners: OWN_RACE_MESSAGES.numberRepeated });
  });

  it('numbers an added row one past the highest', () => {
    const values = filled();
    values.runners[3] = { ...values.runners[3]!, number: '9' };
    expect(nextRunnerNumber(values.runners)).toBe(10);
    expect(nextRunnerNumber([])).toBe(1);
  });

  it('reads and writes the wall time of a zone, across a change of summer time', () => {
    expect(toZonedInput('2030-05-02T00:30:00.000Z', MEXICO)).toBe('2030-05-01T18:30');
    // New York: 1:30 on 10 March 2030 is EST (UTC−5), 3:30 is EDT (UTC−4).
    expect(zonedInputToDate('2030-03-10T01:30', 'America/New_York')?.toISOString()).toBe('2030-03-10T06:30:00.000Z');
    expect(zonedInputToDate('2030-03-10T03:30', 'America/New_York')?.toISOString()).toBe('2030-03-10T07:30:00.000Z');
    expect(zonedInputToDate('mañana', MEXICO)).toBeNull();
  });

  it('sends the runners with a change only when the card was changed', () => {
    const result = toOwnRaceRequest(filled(), MEXICO);
    if (!result.ok) throw new Error('the filled form is valid');
    const race = {
      id: 7,
      name: 'Clásico del Norte',
      racetrack: { name: 'Hipódromo de Monterrey', country: 'México', city: null },
      scheduledTime: result.request.scheduledTime,
      distance: 1400,
      surface: null,
      status: 'scheduled',
      entries: result.request.entries.map((entry, index) => ({
        id: 100 + index,
        number: entry.number,
        horseName: entry.horseName,
        jockeyName: null,
        trainerName: null,
        weight: null,
        morningLine: null,
        scratched: index === 1,
        finishPosition: null,
      })),
    };
    expect(toOwnRaceChange({ ...result.request, name: 'Clásico del Sur' }, race)).not.toHaveProperty('entries');
    const renamed = {
      ...result.request,
      entries: result.request.entries.map((entry) => ({ ...entry, horseName: `${entry.horseName}!` })),
    };
    expect(toOwnRaceChange(renamed, race).entries).toHaveLength(4);
  });
});
