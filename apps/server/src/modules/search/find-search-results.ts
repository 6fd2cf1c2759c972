import type { TSearchResponse } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { findQueryWords, findSearchMatches } from './search-repository';

const nothing: TSearchResponse = { races: [], horses: [], jockeys: [], racetracks: [], events: [] };

/**
 * What a player's search finds, at most ten of each kind. Text with no word in it (only punctuation or
 * blanks: "%%", "__") finds nothing rather than everything.
 */
export async function findSearchResults(db: Db, options: { text: string; now: Date }): Promise<TSearchResponse> {
  const words = await findQueryWords(db, options.text);
  if (words.length === 0) return nothing;
  return findSearchMatches(db, words, options.now);
}
