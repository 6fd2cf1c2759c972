export type ConnectionState = 'connected' | 'error' | 'disconnected';

/** Spec §2: connected and error are themselves; any other status is shown as disconnected. */
export function connectionState(status: string | null | undefined): ConnectionState {
  return status === 'connected' || status === 'error' ? status : 'disconnected';
}
