import { useCallback, useState } from 'react';

import { readStorage, writeStorage } from '@/lib/preferences/local-storage';

const STORAGE_KEY = 'sidebarExpanded';

/** The desktop sidebar's width, remembered across visits (wide by default). */
export function useSidebarExpanded() {
  const [expanded, setExpanded] = useState(() => readStorage(STORAGE_KEY) !== 'false');
  const toggle = useCallback(() => {
    setExpanded((current) => {
      writeStorage(STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return { expanded, toggle };
}
