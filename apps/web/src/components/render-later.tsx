import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';

/**
 * Shows `fallback` on the first commit and renders `children` right after, in a background render
 * React splits into short slices (useDeferredValue's initial value): a long list below the first
 * screen no longer blocks a phone's main thread for hundreds of milliseconds (issue 11, Lighthouse's
 * total blocking time).
 */
export function RenderLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}

let painted = false;
let firstPaint: Promise<void> | undefined;
/** The longest a lazy part waits for a first contentful paint the browser may never report. */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser has reported the page's first contentful paint (its presentation, which
 * comes after the frame's own callbacks), or after PAINT_WAIT_MS without such a report.
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    const done = () => {
      painted = true;
      observer?.disconnect();
      resolve();
    };
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver((list) => {
            if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
          });
    try {
      observer?.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the wait below decides.
    }
    setTimeout(done, PAINT_WAIT_MS);
  });
  return firstPaint;
}

/**
 * A lazy part asked for once the page's first contentful paint is on screen. Met in the first render, its chunk
 * would hold that render's commit (React waits for it in the starting transition, main.tsx); asked
 * for before the frame is painted, Lighthouse counts its download before the largest paint (issue 11:
 * the landing's first slide waited for the footer's, the WhatsApp button's and the notifications'
 * chunks). Mounted later, on another page, it renders at once.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void whenFirstPainted().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [ready]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
