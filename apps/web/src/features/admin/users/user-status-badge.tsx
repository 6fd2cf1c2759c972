import type { TUserStatus } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<TUserStatus, BadgeVariant> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

/** Aprobada, Pendiente or Rechazada. */
export function UserStatusBadge({ status }: { status: TUserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </Badge>
  );
}
