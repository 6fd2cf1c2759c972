import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows `fallback` on the first commit and renders `children` right after, in a background render
 * React splits into short slices (useDeferredValue's initial value): a long list below the first
 * screen no longer blocks a phone's main thread for hundreds of milliseconds (decision 021, Lighthouse's
 * total blocking time).
 */
export function RenderLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
