import type { TSportEventStatus } from '@galope/contracts';

import { Badge } from '@/components/ui/badge';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

export function SportStatusBadge({ status }: { status: TSportEventStatus }) {
  const { t } = useLightTranslation();
  if (status === 'live') {
    return (
      <Badge variant="plain" className="bg-red-600 text-white" data-status="live">
        <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden />
        {t('eventPage.status.live')}
      </Badge>
    );
  }
  return (
    <Badge
      variant={status === 'scheduled' ? 'soft' : status === 'cancelled' ? 'destructive' : 'muted'}
      data-status={status}
    >
      {t(`eventPage.status.${status}`)}
    </Badge>
  );
}
