import { useCallback, useEffect, useRef } from 'react';

import { useEntryState } from '../navigation/use-entry-state';

/** How far below the screen the next cards start rendering, so scrolling never meets an empty gap. */
const AHEAD = '1200px';

/**
 * A long list shown a page at a time (decision 021: the board rendered every race, 37,600 px and 6,000
 * elements on a phone): `shown` items at first, `pageSize` more each time the element given
 * `sentinelRef` comes near the screen, or when `showMore` is called (a button for keyboards). How many
 * are shown is kept per visit (a history entry, under `entryName`): "back" to a long list renders the
 * cards the player had scrolled through at once, so the page is tall enough for the place they left.
 */
export function useRevealOnScroll(entryName: string, total: number, pageSize: number) {
  const [shown, setShown] = useEntryState(`reveal:${entryName}`, pageSize);
  const showMore = useCallback(() => setShown((count) => count + pageSize), [setShown, pageSize]);
  const observer = useRef<IntersectionObserver | undefined>(undefined);

  const sentinelRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showMore();
        },
        { rootMargin: `0px 0px ${AHEAD} 0px` },
      );
      observer.current.observe(element);
    },
    [showMore],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  // A sentinel still near the screen after a page was added (a tall screen) must fire again: render it
  // with `key={sentinelKey}` and the new element gets a new observer, which reports at once.
  const remaining = Math.max(0, total - shown);
  return { shown: Math.min(shown, total), remaining, showMore, sentinelRef, sentinelKey: shown };
}
