import { DATA_SOURCE_MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { parseSettingInput, settingText } from './parse-setting-input';

describe('parseSettingInput', () => {
  it('takes a daily limit from 1 to 10000', () => {
    expect(parseSettingInput('dailyLimit', '1')).toEqual({ ok: true, value: 1 });
    expect(parseSettingInput('dailyLimit', ' 500 ')).toEqual({ ok: true, value: 500 });
    expect(parseSettingInput('dailyLimit', '10000')).toEqual({ ok: true, value: 10_000 });
  });

  it('reads an empty or non-positive daily limit as unlimited', () => {
    expect(parseSettingInput('dailyLimit', '')).toEqual({ ok: true, value: null });
    expect(parseSettingInput('dailyLimit', '   ')).toEqual({ ok: true, value: null });
    expect(parseSettingInput('dailyLimit', '0')).toEqual({ ok: true, value: null });
    expect(parseSettingInput('dailyLimit', '-3')).toEqual({ ok: true, value: null });
  });

  it('refuses a daily limit above 10000, a fraction or text', () => {
    const refused = { ok: false, message: DATA_SOURCE_MESSAGES.dailyLimitRange };
    expect(parseSettingInput('dailyLimit', '10001')).toEqual(refused);
    expect(parseSettingInput('dailyLimit', '2.5')).toEqual(refused);
    expect(parseSettingInput('dailyLimit', 'mil')).toEqual(refused);
  });

  it('takes a sync interval from 1 to 1440 minutes and nothing else', () => {
    const refused = { ok: false, message: DATA_SOURCE_MESSAGES.syncIntervalRange };
    expect(parseSettingInput('syncInterval', '1')).toEqual({ ok: true, value: 1 });
    expect(parseSettingInput('syncInterval', '1440')).toEqual({ ok: true, value: 1440 });
    expect(parseSettingInput('syncInterval', '0')).toEqual(refused);
    expect(parseSettingInput('syncInterval', '1441')).toEqual(refused);
    expect(parseSettingInput('syncInterval', '')).toEqual(refused);
  });

  it('takes a priority from 1 to 99', () => {
    expect(parseSettingInput('priority', '3')).toEqual({ ok: true, value: 3 });
    expect(parseSettingInput('priority', '100')).toEqual({ ok: false, message: DATA_SOURCE_MESSAGES.priorityRange });
  });
});

describe('settingText', () => {
  it('shows an unlimited value as an empty box', () => {
    expect(settingText(null)).toBe('');
    expect(settingText(60)).toBe('60');
  });
});
