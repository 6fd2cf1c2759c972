import { useTranslation } from 'react-i18next';

import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while a list of bets or movements loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
