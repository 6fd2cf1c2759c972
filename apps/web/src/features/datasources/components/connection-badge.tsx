import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge, type BadgeVariant } from '@/components/ui/badge';

import type { ConnectionState } from '../model/connection-state';

const LOOK: Record<ConnectionState, { variant: BadgeVariant; icon: typeof CircleCheck }> = {
  connected: { variant: 'success', icon: CircleCheck },
  error: { variant: 'destructive', icon: CircleX },
  disconnected: { variant: 'muted', icon: CircleDashed },
};

/** A source's or a test's state: green connected, red error, grey disconnected. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  const { variant, icon: Icon } = LOOK[state];
  return (
    <Badge variant={variant} data-state={state}>
      <Icon className="size-3.5" aria-hidden />
      {t(`datasources.status.${state}`)}
    </Badge>
  );
}
