import { type ReactNode, useCallback, useEffect, useRef } from 'react';

import { useEntryState } from '@/lib/navigation/use-entry-state';

/** How far below the screen a section starts rendering: less than the phone landing's first board card sits. */
const AHEAD = '100px';

/**
 * Renders `children` once `fallback` comes near the screen (scrolled to, or a `#section` link), and
 * from then on for this visit: "back" to the page renders it at once, without waiting for the
 * scroll restoration to bring the placeholder near (on this machine that alone also got there:
 * e2e/scroll.e2e.test.ts checks the place, not which of the two made it). The
 * landing's board was its whole total blocking time on a phone (decision 021: 240–380 ms with it, 40–60 ms
 * without, Lighthouse mobile), for cards below the first screen.
 */
export function RenderWhenNear({
  name,
  children,
  fallback,
}: {
  name: string;
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [near, setNear] = useEntryState(`near:${name}`, false);
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const placeholderRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `0px 0px ${AHEAD} 0px` },
      );
      observer.current.observe(element);
    },
    [setNear],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  if (near) return children;
  return <div ref={placeholderRef}>{fallback}</div>;
}
