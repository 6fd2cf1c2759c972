import { startTransition, useEffect, useState } from 'react';

/** How long an idle moment is waited for after the page's load before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2000;

let markFirstScreenPainted: () => void = () => {};
let firstScreenWasPainted = false;
const firstScreenPainted = new Promise<void>((resolve) => {
  markFirstScreenPainted = resolve;
}).then(() => {
  firstScreenWasPainted = true;
});

/** Resolves once the app's first render is on screen (see `noteFirstScreenCommitted`). */
export function whenFirstScreenPainted(): Promise<void> {
  return firstScreenPainted;
}

/** Waited for at most, when the browser has Paint Timing but reports no first contentful paint. */
const PAINT_REPORT_TIMEOUT_MS = 1000;

/**
 * Called once the app's first render is committed (app/providers.tsx); what waits for the load and an
 * idle moment waits for the paint of that render too. The first render itself waits for the session and
 * the page's code (app/first-screen.ts), so the load event comes before it: the menus' code, the footer
 * and the live socket were asked for during the first render, and a phone downloaded them beside the
 * page's largest paint (decision 021).
 */
export function noteFirstScreenCommitted(): void {
  // The animation frame comes before the frame is drawn, a task queued from it after; the screen shows
  // that frame once the compositor has rastered it, which the browser reports as the first contentful
  // paint (#root is empty until this render). Going ahead at the task alone, the footer's and the
  // WhatsApp button's code were asked for 10-40 ms before the paint they should follow, and
  // Lighthouse's simulated phone counted them into it (LCP 2.49 s against 2.25 s for the same page).
  requestAnimationFrame(() => window.setTimeout(() => afterFirstContentfulPaint(markFirstScreenPainted), 0));
}

function afterFirstContentfulPaint(run: () => void): void {
  const reported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reported || performance.getEntriesByName('first-contentful-paint').length > 0) {
    run();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timeout);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const timeout = window.setTimeout(finish, PAINT_REPORT_TIMEOUT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Runs `run` after the window's load event and the app's first paint, in the next idle period; returns
 * the function that cancels it.
 */
export function afterLoadAndIdle(run: () => void): () => void {
  let idle: number | undefined;
  let cancelled = false;
  const schedule = () => {
    void firstScreenPainted.then(() => {
      if (cancelled) return;
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(run, 0);
    });
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * False until the app's first render is painted, true from then on. For what that screen shows in a
 * placeholder and should not hold up: asked for during the first render, an answer that arrived before
 * the paint was counted into it by Lighthouse's simulation of a phone (decision 021).
 */
export function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(firstScreenWasPainted);
  useEffect(() => {
    if (painted) return;
    let mounted = true;
    void firstScreenPainted.then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);
  return painted;
}

let firstScreenShown = false;
const listeners = new Set<() => void>();
let waiting = false;

/** Calls `listener` once the document's first screen is drawn; returns the function that cancels it. */
function onFirstScreenShown(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    afterLoadAndIdle(() => {
      firstScreenShown = true;
      notifyInTurn();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * One listener at a time, the next in the idle period after the previous one's work: each part of the
 * page that waited (the footer and the WhatsApp button, the board's other tabs, the player's settings,
 * their limits) renders, commits and asks for its answer in its own short tasks. All at once, that was
 * one commit and one task of effects of up to 65 ms on this host when busy, four times that on
 * Lighthouse's phone (decision 021).
 */
function notifyInTurn(): void {
  const [next] = listeners;
  if (next === undefined) return;
  listeners.delete(next);
  next();
  if (listeners.size === 0) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(notifyInTurn, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(notifyInTurn, 0);
}

/**
 * False until the document's first screen is drawn (its load event, then an idle moment), true from
 * then on for every page of the visit. What is not on that screen (the finished races behind their tab,
 * the fixtures, the player's limits and settings, the menus' code) is asked for after it: on a phone
 * each answer and script was downloaded and run before the largest paint, beside what it shows
 * (decision 021). The change is a transition: what it mounts renders in short slices, not in one task.
 */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(firstScreenShown);
  useEffect(() => {
    if (shown) return;
    if (firstScreenShown) {
      startTransition(() => setShown(true));
      return;
    }
    return onFirstScreenShown(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
