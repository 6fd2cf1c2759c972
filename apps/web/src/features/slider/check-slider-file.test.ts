import { ADMIN_MESSAGES, SLIDER_MAX_BYTES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { sliderFileProblem } from './check-slider-file';

describe('sliderFileProblem', () => {
  it('accepts an image up to 5 MB', () => {
    expect(sliderFileProblem({ type: 'image/png', size: SLIDER_MAX_BYTES })).toBeNull();
    expect(sliderFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(sliderFileProblem({ type: 'application/pdf', size: 10 })).toBe(ADMIN_MESSAGES.sliderNotImage);
    expect(sliderFileProblem({ type: '', size: 10 })).toBe(ADMIN_MESSAGES.sliderNotImage);
  });

  it('refuses an image over 5 MB', () => {
    expect(sliderFileProblem({ type: 'image/jpeg', size: SLIDER_MAX_BYTES + 1 })).toBe(ADMIN_MESSAGES.sliderTooLarge);
  });
});
