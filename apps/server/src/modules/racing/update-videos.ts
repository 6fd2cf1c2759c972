import { MESSAGES } from '@galope/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { races, racetracks } from './schema';
import { AppError, isConcurrencyConflict } from '../../lib/app-error';
import { videoSourceFor } from './race-videos';

/** How often one race's write is tried when the database ends it to break a deadlock. */
const ATTEMPTS = 5;

type Candidate = { id: number; racetrackId: number; racetrackName: string };
type Written = { id: number; has_live_stream: boolean; has_replay: boolean };

/**
 * "Activate videos": gives every live race its stream and every recently finished race its replay,
 * and takes the stream away from races no longer live. Spends no data source's quota.
 *
 * Anyone may call it, while the simulator, the data sources and other calls write the same rows,
 * so it never holds one race while waiting for another: one statement writes every race nobody
 * else is writing at that moment (skipping, not waiting for, the locked ones), then each race it
 * skipped is written alone, in id order. A race's video follows its status as it is when its row is
 * locked, not as it was read before.
 */
export async function updateRaceVideos(db: Db): Promise<{ liveStreams: number; replays: number }> {
  const candidates: Candidate[] = await db
    .select({ id: races.id, racetrackId: races.racetrackId, racetrackName: racetracks.name })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    // Replays are kept for the last two days' races: older results leave the board anyway.
    .where(
      and(
        inArray(races.status, ['live', 'finished']),
        gt(races.scheduledTime, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(asc(races.id));
  if (candidates.length === 0) return { liveStreams: 0, replays: 0 };

  const written = await writeVideos(db, candidates, { skipLocked: true });
  const done = new Set(written.map((row) => row.id));
  for (const race of candidates) {
    if (!done.has(race.id)) written.push(...(await writeVideoAlone(db, race)));
  }
  return {
    liveStreams: written.filter((row) => row.has_live_stream).length,
    replays: written.filter((row) => row.has_replay).length,
  };
}

/** One race, waiting for its writer while holding no other row; run again if a deadlock ends it. */
async function writeVideoAlone(db: Db, race: Candidate): Promise<Written[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeVideos(db, [race], { skipLocked: false });
    } catch (error) {
      if (!isConcurrencyConflict(error)) throw error;
      if (attempt === ATTEMPTS) throw new AppError('BUSY', MESSAGES.busy, undefined, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** The races still live or finished once locked get the stream or the replay their status calls for. */
function writeVideos(db: Db, candidates: Candidate[], options: { skipLocked: boolean }): Promise<Written[]> {
  const sources = sql.join(
    candidates.map((race) => {
      const source = videoSourceFor(race);
      return sql`(${race.id}::int, ${source.provider}::text, ${source.liveStreamUrl}::text, ${source.replayVideoUrl}::text)`;
    }),
    sql`, `,
  );
  return queryRows<Written>(
    db,
    sql`
      with source(id, provider, live_url, replay_url) as (values ${sources}),
      target as materialized (
        select r.id from ${races} r join source on source.id = r.id
        where r.status in ('live', 'finished')
        order by r.id
        for update of r ${options.skipLocked ? sql`skip locked` : sql``}
      )
      update ${races} r
      set has_live_stream = r.status = 'live',
        has_replay = r.status = 'finished',
        live_stream_url = case when r.status = 'live' then source.live_url end,
        replay_video_url = case when r.status = 'finished' then source.replay_url end,
        video_provider = source.provider,
        is_embeddable = false,
        embed_video_url = null,
        updated_at = now()
      from source
      where r.id = source.id and r.id in (select id from target)
      returning r.id, r.has_live_stream, r.has_replay`,
  );
}
