import { ZUpdateVideosResponseSchema } from '@galope/contracts';

import type { UpdateVideosResponse } from './api/update-videos';

/** What "Activar videos" found, kept over the reload that follows it (this tab only). */
const STORAGE_KEY = 'galope:videos-found';

export function rememberVideosFound(found: UpdateVideosResponse): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage refused (privacy mode): the page reloads without telling what it found.
  }
}

/** What the last "Activar videos" found, once: read and forgotten. */
export function takeVideosFound(): UpdateVideosResponse | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved === null) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const parsed = ZUpdateVideosResponseSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
