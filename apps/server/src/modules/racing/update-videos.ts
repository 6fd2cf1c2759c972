import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { races, racetracks } from '../../db/schema';
import { videoForRace } from './race-videos';

/**
 * "Activate videos": gives every live race its stream and every recently finished race its replay,
 * and takes the stream away from races no longer live. Spends no data source's quota.
 */
export async function updateRaceVideos(db: Db): Promise<{ liveStreams: number; replays: number }> {
  const rows = await db
    .select({ id: races.id, status: races.status, racetrackId: races.racetrackId, racetrackName: racetracks.name })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    // Replays are kept for the last two days' races: older results leave the board anyway.
    .where(
      and(
        inArray(races.status, ['live', 'finished']),
        gt(races.scheduledTime, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)),
      ),
    );

  let liveStreams = 0;
  let replays = 0;
  await db.transaction(async (tx) => {
    for (const race of rows) {
      const video = videoForRace(race);
      if (video.hasLiveStream) liveStreams += 1;
      if (video.hasReplay) replays += 1;
      await tx
        .update(races)
        .set({ ...video, isEmbeddable: false, embedVideoUrl: null, updatedAt: new Date() })
        .where(eq(races.id, race.id));
    }
  });
  return { liveStreams, replays };
}
