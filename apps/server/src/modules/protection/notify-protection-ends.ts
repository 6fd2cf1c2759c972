import { sql } from 'drizzle-orm';
import { transactionThenAfterCommit } from '../../db/after-commit';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { recordNotifications } from '../notifications';

/**
 * How far back the job looks for a raise that applied or a pause that ended. Nothing marks them
 * when they happen (limits and pauses are judged against the clock when read), so the leader looks
 * every minute; a week covers any leader change, and stays well inside the 90 days notifications are
 * kept, so an event whose notification was purged is never told again.
 */
const LOOK_BACK = '7 days';

/**
 * Tells each player, once, that a limit raise (or removal) applied after its 24-hour wait
 * (`limit_raised`), and that a time-out or self-exclusion has ended (`pause_ended`). Run by the
 * leader every minute; the event keys make a second run, or a second instance, tell nobody twice.
 * A raise replaced before its time was deleted and never applies, so it is never told. Returns how
 * many notifications were written.
 */
export async function notifyProtectionEnds(db: Db, bus: LiveBus, now: Date): Promise<number> {
  return transactionThenAfterCommit(db, async (tx) => {
    // A change waited when it did not apply at once: the limit before it was set and this one is
    // higher, or none (only a lower or first limit applies at once).
    const raised = await recordNotifications(
      tx,
      bus,
      sql`
        select c.user_id, 'limit_raised', jsonb_build_object('limit', c.name, 'value', c.value::text),
          'limit_raised:' || c.id
        from player_limit_changes c
        cross join lateral (
          select p.value from player_limit_changes p
          where p.user_id = c.user_id and p.name = c.name and (p.effective_at, p.id) < (c.effective_at, c.id)
          order by p.effective_at desc, p.id desc limit 1
        ) before
        where c.effective_at <= ${now} and c.effective_at > ${now}::timestamptz - ${LOOK_BACK}::interval
          and before.value is not null and (c.value is null or c.value > before.value)
          and not exists (select 1 from notifications n where n.event_key = 'limit_raised:' || c.id)
      `,
    );
    const ended = await recordNotifications(
      tx,
      bus,
      sql`
        select p.user_id, 'pause_ended', jsonb_build_object('pause', ended.pause),
          'pause_ended:' || ended.pause || ':' || p.user_id || ':' || extract(epoch from ended.until)::bigint
        from player_protection p
        cross join lateral (
          values ('time_out', p.time_out_until), ('self_exclusion', p.excluded_until)
        ) as ended(pause, until)
        where ended.until <= ${now} and ended.until > ${now}::timestamptz - ${LOOK_BACK}::interval
          and not exists (
            select 1 from notifications n
            where n.event_key = 'pause_ended:' || ended.pause || ':' || p.user_id || ':' || extract(epoch from ended.until)::bigint
          )
      `,
    );
    return raised + ended;
  });
}
