import { useTranslation } from 'react-i18next';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/format/cn';

/** Placeholder rows while a list loads (bets, movements, users, the audit trail, slides). */
export function ListSkeleton({
  rows = 4,
  rowClassName,
  className,
}: {
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('grid gap-2', className)} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('h-14 w-full', rowClassName)} />
      ))}
    </div>
  );
}
