import { CASH_OUT_REFUSALS } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

/** Why a bet has no cash-out value, in the reader's language, from the server's code. */
export function useCashOutReason(): (code: string) => string {
  const { t } = useTranslation();
  return (code) =>
    (CASH_OUT_REFUSALS as readonly string[]).includes(code)
      ? t(`cashOut.reasons.${code}`)
      : t('cashOut.reasons.unknown');
}
