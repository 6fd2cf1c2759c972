import { describe, expect, it } from 'vitest';

import { embeddableVideoUrl, safeExternalUrl } from './embeddable-video-url';

describe('embeddableVideoUrl', () => {
  it('keeps the players the page may frame', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube.com/embed/abc123');
    expect(embeddableVideoUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(embeddableVideoUrl('https://player.vimeo.com/video/42')).toBe('https://player.vimeo.com/video/42');
  });

  it('turns watch pages and short links into embeds', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/watch?v=xyz&t=3')).toBe('https://www.youtube.com/embed/xyz');
    expect(embeddableVideoUrl('https://youtu.be/xyz')).toBe('https://www.youtube.com/embed/xyz');
    expect(embeddableVideoUrl('https://www.youtube.com/live/xyz')).toBe('https://www.youtube.com/embed/xyz');
    expect(embeddableVideoUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('refuses every other site, plain HTTP and nonsense', () => {
    expect(embeddableVideoUrl('https://www.racingtv.com/live')).toBeNull();
    expect(embeddableVideoUrl('http://www.youtube.com/embed/abc')).toBeNull();
    expect(embeddableVideoUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableVideoUrl('not a url')).toBeNull();
    expect(embeddableVideoUrl(null)).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('allows only HTTPS links', () => {
    expect(safeExternalUrl('https://www.tvg.com/live')).toBe('https://www.tvg.com/live');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('http://example.com')).toBeNull();
  });
});
