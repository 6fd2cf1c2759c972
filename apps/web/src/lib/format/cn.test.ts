import { describe, expect, it } from 'vitest';

import { cn } from './cn';

describe('cn', () => {
  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, 0, 'b')).toBe('a b');
  });

  it('lets a later utility of the same property win', () => {
    expect(cn('px-3 text-sm font-semibold', 'px-2 text-xs font-extrabold')).toBe('px-2 text-xs font-extrabold');
    expect(cn('inline-flex gap-1 bg-muted p-1', 'grid gap-2 bg-transparent p-0')).toBe('grid gap-2 bg-transparent p-0');
    expect(cn('flex flex-col gap-1.5 p-5 pb-3', 'flex-row')).toBe('flex gap-1.5 p-5 pb-3 flex-row');
  });

  it('keeps utilities of different variants and properties', () => {
    expect(cn('px-3', 'sm:px-4', 'pr-11')).toBe('px-3 sm:px-4 pr-11');
    expect(cn('text-sm text-muted-foreground', 'text-brand')).toBe('text-sm text-brand');
    expect(cn('border border-border', 'border-primary')).toBe('border border-primary');
    expect(cn('bg-gradient-to-br bg-muted', 'bg-card')).toBe('bg-gradient-to-br bg-card');
  });

  it('lets a shorthand override the longhands before it', () => {
    expect(cn('pt-0 px-5', 'p-8')).toBe('p-8');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
  });
});
