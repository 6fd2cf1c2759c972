import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'galope:entry:';

function read<T>(storageKey: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/**
 * State that belongs to one visit of a page (a history entry): back and forward return to it, a new
 * visit starts from `initial`. The board's tabs use it, so "back" lands on the same card.
 */
export function useEntryState<T>(name: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const { key } = useLocation();
  // Every entry has a key of its own (app/scroll-restoration gives the document's first one its key).
  const storageKey = key === 'default' ? undefined : `${PREFIX}${key}:${name}`;
  const [value, setValue] = useState<T>(() => (storageKey ? (read<T>(storageKey) ?? initial) : initial));
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
        if (storageKey) {
          try {
            sessionStorage.setItem(storageKey, JSON.stringify(resolved));
          } catch {
            // Storage refused: the state still works, it is just not kept for "back".
          }
        }
        return resolved;
      });
    },
    [storageKey],
  );
  return [value, set];
}
