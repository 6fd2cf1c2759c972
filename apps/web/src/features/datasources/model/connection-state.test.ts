import { describe, expect, it } from 'vitest';

import { connectionState } from './connection-state';

describe('connectionState', () => {
  it('keeps connected and error, and shows anything else as disconnected', () => {
    expect(connectionState('connected')).toBe('connected');
    expect(connectionState('error')).toBe('error');
    expect(connectionState('disconnected')).toBe('disconnected');
    expect(connectionState('pending')).toBe('disconnected');
    expect(connectionState(undefined)).toBe('disconnected');
  });
});
