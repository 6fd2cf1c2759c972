import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'galope:scroll-positions';
/** How long a restore or a jump to `#id` keeps its place while lazy parts above it arrive. */
const SETTLE_MS = 3000;
/**
 * How long it waits at most for the page to grow tall enough to reach its place (or for the `#id` to
 * exist): a reload on a slow phone fetches the board again before the place is there to go back to.
 */
const REACH_MS = 15_000;

/**
 * Gives the document's first history entry a key of its own, as the router gives every later entry.
 * Without it every document starts on the key "default", so a URL opened in the same tab was taken
 * for the page it replaced (decision 021: the landing opened at the footer after "Salir"). A reload or
 * back/forward into the document keeps the entry's state, and so its key. Call before the router starts.
 */
export function keyFirstHistoryEntry() {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10), idx: 0 }, '');
}

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): back/forward still works within this document.
  }
}

/**
 * A new page opens at its top (after "Salir", a link, or a URL typed in the same tab), a
 * link to `#id` opens at that section, and back/forward (or a reload) returns to where the player was.
 * The browser's own restoration cannot do it: it restores before a lazy page or its data arrive.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => savePositions();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    // The first location of a document is a POP too: a reload or back/forward into it has a saved position.
    const returning = navigationType === 'POP';
    const saved = returning ? positions[key] : undefined;
    const hashTarget = !returning && location.hash ? decodeURIComponent(location.hash.slice(1)) : undefined;

    let frame = 0;
    let userScrolled = false;
    const started = performance.now();
    // The settling time starts once the place exists: until then a slow load is waited for.
    let reachedAt: number | undefined;
    const place = () => {
      if (userScrolled) return;
      let reached: boolean;
      if (hashTarget !== undefined) {
        // Kept in place until the page settles: lazy parts above the section push it down as they arrive.
        const element = document.getElementById(hashTarget);
        if (element && Math.abs(element.getBoundingClientRect().top) > 1) element.scrollIntoView();
        if (!element) window.scrollTo(0, 0);
        reached = element !== null;
      } else if (saved !== undefined && saved > 1) {
        // Kept there until the page settles too: cards arriving above the place (or revealed below it,
        // with the browser's scroll anchoring) would otherwise carry the page away from it.
        if (Math.abs(window.scrollY - saved) >= 2) window.scrollTo(0, saved);
        reached = document.documentElement.scrollHeight - window.innerHeight >= saved - 1;
      } else {
        window.scrollTo(0, 0);
        return;
      }
      const now = performance.now();
      if (reached) reachedAt ??= now;
      const settling = reachedAt !== undefined ? now < reachedAt + SETTLE_MS : now < started + REACH_MS;
      if (settling) frame = requestAnimationFrame(place);
    };
    place();

    const stopOnUserScroll = () => {
      userScrolled = true;
    };
    const onScroll = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('wheel', stopOnUserScroll, { passive: true });
    window.addEventListener('touchstart', stopOnUserScroll, { passive: true });
    window.addEventListener('keydown', stopOnUserScroll);
    window.addEventListener('pointerdown', stopOnUserScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stopOnUserScroll);
      window.removeEventListener('touchstart', stopOnUserScroll);
      window.removeEventListener('keydown', stopOnUserScroll);
      window.removeEventListener('pointerdown', stopOnUserScroll);
      window.removeEventListener('scroll', onScroll);
      savePositions();
    };
    // location.key changes on every navigation, including to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
