import { useTranslation } from 'react-i18next';

import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while a list of bets or movements loads. */
export function ListSkeleton({ rows = 4, testId }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" role="status" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
