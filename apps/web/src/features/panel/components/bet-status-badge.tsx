import type { TBetResponse } from '@galope/contracts';
import { CircleCheck, CircleSlash, CircleX, Clock, HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge, type BadgeVariant } from '@/components/ui/badge';

const LOOK: Record<TBetResponse['status'], { variant: BadgeVariant; icon: typeof Clock }> = {
  pending: { variant: 'warning', icon: Clock },
  won: { variant: 'success', icon: CircleCheck },
  lost: { variant: 'destructive', icon: CircleX },
  cancelled: { variant: 'muted', icon: CircleSlash },
  cashed_out: { variant: 'soft', icon: HandCoins },
};

export function BetStatusBadge({ status }: { status: TBetResponse['status'] }) {
  const { t } = useTranslation();
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon className="size-3.5" aria-hidden />
      {t(`panel.bets.status.${status}`)}
    </Badge>
  );
}
