import type { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@galope/contracts';

export type TPausePeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/**
 * When a pause chosen now would end, to tell the player before they confirm: hours and days exactly,
 * months and years on the calendar, as the server counts them (the server's answer is the real end).
 */
export function pauseEnd(period: TPausePeriod, now: Date): Date {
  const end = new Date(now);
  if (period === '24h') end.setHours(end.getHours() + 24);
  else if (period === '7d') end.setDate(end.getDate() + 7);
  else if (period === '30d') end.setDate(end.getDate() + 30);
  else if (period === '6m') end.setMonth(end.getMonth() + 6);
  else end.setFullYear(end.getFullYear() + (period === '1y' ? 1 : 5));
  return end;
}
