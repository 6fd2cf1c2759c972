import { lazy, Suspense, useEffect, useState } from 'react';

import { useToast } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** Fetched a moment after the page has loaded, so the first toast does not wait for it. */
const PRELOAD_AFTER_MS = 3000;

/**
 * The toaster (Radix's toast) is not needed to show the first screen: it is mounted with the first
 * toast and stays mounted from then on, so later toasts and their closing animation are instant.
 */
export function DeferredToaster({ closeLabel, label }: { closeLabel: string; label: string }) {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadToaster(), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={closeLabel} label={label} />
    </Suspense>
  );
}
