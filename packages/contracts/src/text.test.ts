import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './text';

describe('storable text', () => {
  it('accepts any well-formed text, emoji included', () => {
    expect(isStorableText('Gran Premio 😀 ñ')).toBe(true);
  });

  it.each(['a\u0000b', '\ud800', 'x\udc00', '😀'.slice(0, 1)])('refuses %o', (value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it('makes a header storable: NUL dropped, a cut pair replaced', () => {
    expect(toStorableText(`Nav\u0000egador ${'😀'.slice(0, 1)}`)).toBe('Navegador \ufffd');
  });
});
