import { useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'galope:scroll-positions';
/** How long a restore or a jump to `#id` waits for a lazy page or its data to make the page tall enough. */
const SETTLE_MS = 3000;

/**
 * Where each page was scrolled to, by history entry. The first entry of a document has no key of
 * its own in the router's history (every document's first entry is "default"), so it is kept by its
 * URL instead.
 */
function entryKey(location: Location): string {
  return location.key === 'default' ? `document:${location.pathname}${location.search}` : location.key;
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

/** How the document itself was opened: a new URL, a reload, or back/forward into it from another site or page load. */
function documentNavigationType(): string {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

/** The location the document opened on (compared by identity: React runs a layout effect twice in development). */
let documentLocation: Location | undefined;

/**
 * Issue 11: a new page opens at its top (after "Salir", a link, or a URL typed in the same tab), a
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
    const key = entryKey(location);
    documentLocation ??= location;
    const opensDocument = documentLocation === location;
    const returning = opensDocument ? documentNavigationType() !== 'navigate' : navigationType === 'POP';
    const saved = returning ? positions[key] : undefined;
    const hashTarget = !returning && location.hash ? decodeURIComponent(location.hash.slice(1)) : undefined;

    let frame = 0;
    let userScrolled = false;
    const deadline = performance.now() + SETTLE_MS;
    const place = () => {
      if (userScrolled) return;
      if (hashTarget !== undefined) {
        const element = document.getElementById(hashTarget);
        if (element) {
          element.scrollIntoView();
          return;
        }
        window.scrollTo(0, 0);
      } else if (saved !== undefined) {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) < 2) return;
      } else {
        window.scrollTo(0, 0);
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(place);
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
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stopOnUserScroll);
      window.removeEventListener('touchstart', stopOnUserScroll);
      window.removeEventListener('keydown', stopOnUserScroll);
      window.removeEventListener('scroll', onScroll);
      savePositions();
    };
    // location.key changes on every navigation, including to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
