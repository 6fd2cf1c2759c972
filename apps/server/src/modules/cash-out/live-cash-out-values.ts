import { formatCents } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import type { LiveBus } from '../live';
import { readCashOutSettings } from './cash-out-settings';
import { findCashOutRows, quoteCashOut } from './quote-cash-out';

/**
 * As a race's odds or status, or a sport event's odds, move, each owner of a pending bet on it hears
 * that bet's cash-out value (`cash_out_update`, null when it has none now). One query per move reads
 * every pending bet of the race or event with its price; the values are the same pure rule a quote
 * uses. Only moves raised on this instance are followed, so a move is priced once for the whole site.
 * A move that arrives while the same market is being priced waits and is priced once more after it:
 * a burst of moves costs two queries, not one per move. Returns the function that stops it.
 */
export function startLiveCashOutValues(db: Db, bus: LiveBus, clock: Clock, log: FastifyBaseLogger): () => void {
  const running = new Map<string, { again: boolean }>();

  const follow = (key: string, where: SQL) => {
    const current = running.get(key);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false };
    running.set(key, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await publishValues(where);
        } while (state.again);
      } catch (error) {
        log.warn({ err: error }, 'could not price the live cash-out values');
      } finally {
        running.delete(key);
      }
    })();
  };

  async function publishValues(where: SQL) {
    const settings = await readCashOutSettings(db);
    if (!settings.enabled) return;
    const now = clock();
    const rows = await findCashOutRows(db, sql`${where} and b.status = 'pending'`);
    await Promise.all(
      rows.map((row) => {
        const quote = quoteCashOut(row, settings, now);
        const value = 'refusal' in quote ? null : formatCents(quote.valueCents);
        return bus.publish({ type: 'cash_out_update', betId: row.id, value, userId: row.user_id });
      }),
    );
  }

  return bus.subscribe(
    (event) => {
      if (event.type === 'odds_update' || event.type === 'race_status') {
        follow(`race:${event.raceId}`, sql`b.race_id = ${event.raceId}`);
      } else if (event.type === 'sport_update') {
        follow(`event:${event.eventId}`, sql`b.sport_event_id = ${event.eventId}`);
      }
    },
    { raisedHere: true },
  );
}
