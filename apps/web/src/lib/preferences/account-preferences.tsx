import { ODDS_FORMATS, type TOddsFormat } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useEffect, useMemo } from 'react';

import { useCurrentUser } from '../api/get-current-user';
import { getUserSettingsQueryOptions } from '../api/get-user-settings';
import { DEFAULT_TIME_ZONE } from '../format/format-date';
import { useAfterFirstScreen } from '../startup/after-load-and-idle';
import { readStorage, writeStorage } from './local-storage';

export interface AccountPreferences {
  /** The odds format the approved player chose (panel → settings); decimal otherwise. */
  oddsFormat: TOddsFormat;
  /** The zone times are shown in: the approved player's setting, else America/Mexico_City. */
  timeZone: string;
}

export const AccountPreferencesContext = createContext<AccountPreferences>({
  oddsFormat: 'decimal',
  timeZone: DEFAULT_TIME_ZONE,
});

const checkedZones = new Map<string, boolean>();

/**
 * Asked once per zone (building a formatter is the costly part: about 100 ms on a throttled phone for
 * the first one, so the default zone, which is valid, is not checked).
 */
function isTimeZone(zone: string): boolean {
  if (zone === DEFAULT_TIME_ZONE) return true;
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    checkedZones.set(zone, valid);
  }
  return valid;
}

const REMEMBERED_KEY = 'galope.preferences';

type Remembered = { userId: number; oddsFormat: TOddsFormat; timezone: string };

/** The preferences this browser last read for `userId`, or null (another player's, none, or unreadable). */
function readRemembered(userId: number): Remembered | null {
  try {
    const stored = JSON.parse(readStorage(REMEMBERED_KEY) ?? 'null') as Partial<Remembered> | null;
    if (
      stored?.userId === userId &&
      ODDS_FORMATS.includes(stored.oddsFormat as TOddsFormat) &&
      typeof stored.timezone === 'string'
    ) {
      return stored as Remembered;
    }
  } catch {
    // an unreadable entry is no preference
  }
  return null;
}

/**
 * Reads the player and their settings once for the whole page: every price and every time on a board
 * of race cards used to open two TanStack Query observers of its own (decision 021, a phone's main thread;
 * docs/decisions/022-one-observer-per-page.md). The settings are asked for once the first screen is
 * drawn (a request made in the first render was the end of a phone's wait for the largest paint, issue
 * 11); until they come, the odds format and zone this browser last read for the same player are used,
 * so a returning player's first screen already shows their prices and times.
 */
export function AccountPreferencesProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const approved = user?.status === 'approved';
  const firstScreenShown = useAfterFirstScreen();
  const { data: settings } = useQuery({ ...getUserSettingsQueryOptions(), enabled: approved && firstScreenShown });
  // Settings cached from an earlier session count only for an approved player, as both hooks did before.
  const userId = user?.id;
  const remembered = useMemo(() => (userId === undefined ? null : readRemembered(userId)), [userId]);
  const mine = approved ? (settings ?? remembered) : undefined;
  useEffect(() => {
    if (!user || !settings) return;
    const remembered: Remembered = { userId: user.id, oddsFormat: settings.oddsFormat, timezone: settings.timezone };
    writeStorage(REMEMBERED_KEY, JSON.stringify(remembered));
  }, [user, settings]);
  const oddsFormat = mine?.oddsFormat ?? 'decimal';
  const zone = mine?.timezone;
  const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const value = useMemo(() => ({ oddsFormat, timeZone }), [oddsFormat, timeZone]);
  return <AccountPreferencesContext.Provider value={value}>{children}</AccountPreferencesContext.Provider>;
}
