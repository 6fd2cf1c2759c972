/**
 * Where a race's pictures come from (spec §9): four tracks have their own live-TV broadcaster; every
 * other track is carried by one of a fixed set of racing channels, picked by track. A stream is
 * offered only while the race is live and a replay only once it has finished.
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

export type RaceVideo = {
  hasLiveStream: boolean;
  hasReplay: boolean;
  liveStreamUrl: string | null;
  replayVideoUrl: string | null;
  videoProvider: string | null;
};

export function videoForRace(race: { status: string; racetrackName: string; racetrackId: number }): RaceVideo {
  const source = TRACK_LIVE_TV[race.racetrackName] ?? CHANNELS[race.racetrackId % CHANNELS.length]!;
  const live = race.status === 'live';
  const finished = race.status === 'finished';
  return {
    hasLiveStream: live,
    hasReplay: finished,
    liveStreamUrl: live ? source.url : null,
    replayVideoUrl: finished ? source.url.replace(/\/live$/, '/replays') : null,
    videoProvider: live || finished ? source.provider : null,
  };
}
