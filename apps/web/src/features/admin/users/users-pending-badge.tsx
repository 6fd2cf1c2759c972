import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';

import { usePendingAccountsCount } from '../api/get-pending-accounts-count';

/** The number of accounts awaiting approval, on the admin page's "Usuarios" tab (as "Caja" has its own). */
export function UsersPendingBadge() {
  const { t } = useTranslation();
  const { data: pending = 0 } = usePendingAccountsCount();
  if (pending === 0) return null;
  return (
    <Badge variant="warning" aria-label={t('admin.users.pendingCount', { count: pending })}>
      {pending}
    </Badge>
  );
}
