import { DEFAULT_TOTE_SETTINGS, TOTE_MESSAGES, type TToteSettingsForm } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { toteSettingsErrorField } from './tote-settings-error';

const defaults = DEFAULT_TOTE_SETTINGS as TToteSettingsForm;

describe("the tote settings' refusal beside its field", () => {
  it('finds the pool whose takeout the server refused', () => {
    const values = { ...defaults, takeout: { ...defaults.takeout, exacta: '60' } };
    expect(toteSettingsErrorField(values, TOTE_MESSAGES.takeout)).toBe('takeout.exacta');
  });

  it('falls back to the field the message names, or to the form', () => {
    expect(toteSettingsErrorField(defaults, TOTE_MESSAGES.minimumDividend)).toBe('minimumDividend');
    expect(toteSettingsErrorField(defaults, 'Algo falló')).toBeUndefined();
  });
});
