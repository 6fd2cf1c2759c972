import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * "Mostrando 101–150 de 230" with Anterior / Siguiente under a back-office list; nothing when one page
 * holds everything. Texts come from `<keyPrefix>.label|range|previous|next` (and `.page` with `showPage`).
 */
export function ListPager({
  keyPrefix,
  page,
  pageSize,
  total,
  fetching,
  onPageChange,
  showPage = false,
}: {
  keyPrefix: string;
  page: number;
  pageSize: number;
  total: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  showPage?: boolean;
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4"
      aria-label={t(`${keyPrefix}.label`)}
    >
      <p className="text-sm text-muted-foreground tabular-nums">
        {t(`${keyPrefix}.range`, {
          from: (page - 1) * pageSize + 1,
          to: Math.min(page * pageSize, total),
          total,
        })}
      </p>
      <div className="flex items-center gap-2">
        {fetching ? <Spinner className="size-4 text-muted-foreground" /> : null}
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          {t(`${keyPrefix}.previous`)}
        </Button>
        {showPage ? (
          <span className="text-sm font-semibold tabular-nums">{t(`${keyPrefix}.page`, { page, pages })}</span>
        ) : null}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t(`${keyPrefix}.next`)}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
