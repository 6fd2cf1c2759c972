import { describe, expect, it } from 'vitest';
import { isSafeUrl, slideImageSources, slidesForLanguage, type TSliderImageResponse } from './slider';

describe('slide URLs (DESIGN §12)', () => {
  it('accepts https:// addresses and paths on this site', () => {
    for (const url of [
      'https://cdn.example.com/banner.png',
      'HTTPS://cdn.example.com',
      'https://[2001:db8::1]:8443/a.webp?v=2#x',
      '/betting',
      '/uploads/0b7c1f8e-6a51-4d8e-9a3e-1f0c2d3e4f5a/banner.png',
      '/promo%20del%20d%C3%ADa?x=1',
      '/',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, other hosts through //, backslashes, encoded slashes and control characters', () => {
    for (const url of [
      'http://cdn.example.com/a.png',
      '//evil.example/x.png',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%25252F%25252Fevil.example',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://galope.bet@evil.example',
      'https://',
      'https:///evil.example',
      '/promo%00',
      '/promo%',
      'evil.example',
      '',
    ]) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

const slide = (id: number, locale: 'es' | 'en'): TSliderImageResponse => ({
  id,
  imageUrl: `/uploads/${id}.png`,
  title: `Slide ${id}`,
  subtitle: null,
  linkUrl: null,
  locale,
  orderIndex: id,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('slidesForLanguage and slideImageSources', () => {
  it('keeps only the slides made for the language when there are any', () => {
    const images = [slide(1, 'en'), slide(2, 'es'), slide(3, 'en')];
    expect(slidesForLanguage(images, 'en').map((image) => image.id)).toEqual([1, 3]);
    expect(slidesForLanguage(images, 'es').map((image) => image.id)).toEqual([2]);
  });

  it('shows every slide when none is in the language', () => {
    const images = [slide(1, 'es'), slide(2, 'es')];
    expect(slidesForLanguage(images, 'en')).toEqual(images);
  });

  it("names an upload's two WebP variants by width, and a plain image by itself", () => {
    expect(slideImageSources(slide(1, 'es'))).toEqual({ src: '/uploads/1.png' });
    const upload = {
      ...slide(2, 'es'),
      imageWebpUrl: '/uploads/2/banner.webp',
      imageMobileUrl: '/uploads/2/banner-750.webp',
    };
    expect(slideImageSources(upload)).toEqual({
      src: '/uploads/2.png',
      webpSrcset: '/uploads/2/banner-750.webp 750w, /uploads/2/banner.webp 1781w',
    });
  });
});
