/** Hosts the Content-Security-Policy lets the page frame (the server's `frame-src`). */
const FRAME_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

/**
 * The URL to put in an iframe, or null when the video cannot be framed here: only YouTube and Vimeo
 * players over HTTPS. Watch pages and short links are turned into their embed form.
 */
export function embeddableVideoUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();

  if (host === 'youtu.be') {
    const id = url.pathname.slice(1).split('/')[0];
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'youtube.com' || host === 'www.youtube.com' || host === 'm.youtube.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : null;
    if (id) return `https://www.youtube.com/embed/${encodeURIComponent(id)}`;
    const live = url.pathname.match(/^\/live\/([\w-]+)/);
    if (live?.[1]) return `https://www.youtube.com/embed/${live[1]}`;
    return url.pathname.startsWith('/embed/') ? `https://www.youtube.com${url.pathname}${url.search}` : null;
  }
  if (host === 'vimeo.com') {
    const id = url.pathname.match(/^\/(\d+)/)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return FRAME_HOSTS.has(host) ? url.toString() : null;
}

/** A link the player may open in a new tab (never a `javascript:` or plain-HTTP address). */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
