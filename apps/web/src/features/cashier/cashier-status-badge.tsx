import type { TCashierRequestResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';

const VARIANTS = { pending: 'warning', approved: 'success', rejected: 'destructive', cancelled: 'muted' } as const;

/** A request's status in words: a pending withdrawal is "en proceso", an approved one "pagado". */
export function CashierStatusBadge({ request }: { request: Pick<TCashierRequestResponse, 'type' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANTS[request.status]} data-status={request.status}>
      {t(`cashier.status.${request.type}.${request.status}`)}
    </Badge>
  );
}
