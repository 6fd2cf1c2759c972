import type { TSyncOutcome } from '@galope/contracts';

/** What a sync answer says of itself: complete, partial (something stored, something failed) or failed. */
export function syncToneOf(result: { success: boolean; outcome?: TSyncOutcome }): TSyncOutcome {
  return result.outcome ?? (result.success ? 'complete' : 'failed');
}

/** Why a sync was not complete: each failure as the server named it, else its error or message. */
export function syncReason(result: { errors?: string[]; error?: string; message: string }): string {
  return result.errors && result.errors.length > 0 ? result.errors.join('; ') : (result.error ?? result.message);
}

/** The box a sync's answer or failures are shown in: green complete, amber partial, red failed. */
export const SYNC_OUTCOME_BOX: Record<TSyncOutcome, string> = {
  complete: 'bg-success/10',
  partial: 'border border-warning/40 bg-warning/10',
  failed: 'bg-destructive/10',
};
