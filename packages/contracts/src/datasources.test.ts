import { describe, expect, it } from 'vitest';
import { isAutoSynced } from './datasources';

describe('isAutoSynced: the sources the automatic sync tries (the job and /api-management use it)', () => {
  const ready = { isEnabled: true, autoSync: true, useSyntheticOnly: false, credentialsConfigured: true };

  it('takes a source switched on, set to auto sync, not synthetic-only and with credentials', () => {
    expect(isAutoSynced(ready)).toBe(true);
  });

  it('leaves out a source missing any one of them, whatever its status', () => {
    expect(isAutoSynced({ ...ready, isEnabled: false })).toBe(false);
    expect(isAutoSynced({ ...ready, autoSync: false })).toBe(false);
    expect(isAutoSynced({ ...ready, useSyntheticOnly: true })).toBe(false);
    expect(isAutoSynced({ ...ready, credentialsConfigured: false })).toBe(false);
  });
});
