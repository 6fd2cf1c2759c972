import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './slider';

describe('slide URLs', () => {
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
