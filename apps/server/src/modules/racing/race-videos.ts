/**
 * Where a race's pictures come from: four tracks have their own live-TV broadcaster; every
 * other track is carried by one of a fixed set of racing channels, picked by track. A stream is
 * offered only while the race is live and a replay only once it has finished (update-videos.ts
 * decides that from the status of the row it writes).
 *
 * The synthetic races have no pictures of their own, so these are links to the broadcasters' sites
 * (not embeddable); a data source that supplies an embeddable URL sets `embedVideoUrl` instead.
 */
const TRACK_LIVE_TV: Record<string, { provider: string; url: string }> = {
  Ascot: { provider: 'Racing TV', url: 'https://www.racingtv.com/live' },
  Cheltenham: { provider: 'Racing TV', url: 'https://www.racingtv.com/live' },
  'Churchill Downs': { provider: 'FanDuel TV', url: 'https://www.tvg.com/live' },
  'Santa Anita': { provider: 'FanDuel TV', url: 'https://www.tvg.com/live' },
};

const CHANNELS = [
  { provider: 'Sky Sports Racing', url: 'https://www.skysports.com/racing/live' },
  { provider: 'At The Races', url: 'https://www.attheraces.com/live' },
  { provider: 'Equidia', url: 'https://www.equidia.fr/live' },
];

/** Where a track's races are shown: the stream while one is live, the replays once it has finished. */
export type RaceVideoSource = { provider: string; liveStreamUrl: string; replayVideoUrl: string };

export function videoSourceFor(race: { racetrackName: string; racetrackId: number }): RaceVideoSource {
  const source = TRACK_LIVE_TV[race.racetrackName] ?? CHANNELS[race.racetrackId % CHANNELS.length]!;
  return {
    provider: source.provider,
    liveStreamUrl: source.url,
    replayVideoUrl: source.url.replace(/\/live$/, '/replays'),
  };
}
