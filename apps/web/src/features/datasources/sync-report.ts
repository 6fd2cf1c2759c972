import type { TSyncOutcome } from '@galope/contracts';

/** What a sync answer says of itself: complete, partial (something stored, something failed) or failed. */
export function syncToneOf(result: { success: boolean; outcome?: TSyncOutcome }): TSyncOutcome {
  return result.outcome ?? (result.success ? 'complete' : 'failed');
}

/** Why a sync was not complete: each failure as the server named it, else its error or message. */
export function syncReason(result: { errors?: string[]; error?: string; message: string }): string {
  return result.errors && result.errors.length > 0 ? result.errors.join('; ') : (result.error ?? result.message);
}
