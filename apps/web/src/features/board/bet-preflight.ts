import type { TUserResponse } from '@galope/contracts';
import type { TFunction } from 'i18next';

import { toast } from '@/components/ui/use-toast';

import { tooManyDecimals } from './bet-amounts';

/**
 * A signed-in account that is not approved yet cannot bet, whatever its balance: it is told so
 * before anything is checked or sent (issue 11: it was told "Saldo insuficiente … $0.00").
 * True when the placement must stop.
 */
export function stopsUnapprovedAccount(user: TUserResponse, t: TFunction): boolean {
  if (user.status === 'approved') return false;
  toast({ title: t('pending.title'), description: t('messages.notApproved'), variant: 'default' });
  return true;
}

/** What is wrong with a stake that betAmounts refused, under the selection. */
export function invalidStakeMessage(stake: string, t: TFunction, otherwise: string): string {
  const decimals = tooManyDecimals(stake);
  return decimals ? t('bets.stakeDecimals', { example: decimals.example }) : otherwise;
}

/** A server message as a sentence, so another can follow it. */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
