import { useEffect, useState } from 'react';

export type PriceFlash = 'up' | 'down' | null;

const FLASH_MS = 1_500;

/** Which way a price just moved, for 1.5 s after it changed (a refetch or an odds frame). */
export function usePriceFlash(odds: string | null): PriceFlash {
  const [previous, setPrevious] = useState(odds);
  const [flash, setFlash] = useState<PriceFlash>(null);
  if (odds !== previous) {
    setPrevious(odds);
    if (odds !== null && previous !== null && Number(odds) !== Number(previous)) {
      setFlash(Number(odds) > Number(previous) ? 'up' : 'down');
    }
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, previous]);
  return flash;
}
