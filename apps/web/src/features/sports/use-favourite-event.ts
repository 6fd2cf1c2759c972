import { useCallback, useSyncExternalStore } from 'react';

import { readStorage, writeStorage } from '@/lib/preferences/local-storage';

const STORAGE_KEY = 'favouriteEvents';
const listeners = new Set<() => void>();

function readIds(): string {
  return readStorage(STORAGE_KEY) ?? '[]';
}

function parseIds(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the favourites.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Spec §4: the favourite toggle on an event is kept on this device only. */
export function useFavouriteEvent(eventId: number) {
  const raw = useSyncExternalStore(subscribe, readIds, () => '[]');
  const isFavourite = parseIds(raw).includes(eventId);
  const toggle = useCallback(() => {
    const ids = parseIds(readIds());
    const next = ids.includes(eventId) ? ids.filter((id) => id !== eventId) : [...ids, eventId];
    writeStorage(STORAGE_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, [eventId]);
  return { isFavourite, toggle };
}
