import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A list or page that did not load, in the place of its content: what failed and, given `onRetry`, a retry. */
export function LoadFailedState({
  title,
  description,
  onRetry,
  size,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  /** The retry button's size: small inside a board or a race's card. */
  size?: 'sm';
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<TriangleAlert />}
      title={title}
      description={description}
      action={
        onRetry ? (
          <Button variant="outline" size={size} onClick={onRetry}>
            <RefreshCw aria-hidden />
            {t('board.loadError.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
