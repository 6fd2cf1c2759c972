import { useTranslation } from 'react-i18next';

import { QueryLoadError, type RetryableQuery } from '@/components/ui/load-error';

/** A panel block whose query did not load: the panel's message and a retry button. */
export function PanelLoadError({ query }: { query: RetryableQuery }) {
  const { t } = useTranslation();
  return <QueryLoadError query={query} message={t('panel.loadError')} retryLabel={t('panel.retry')} />;
}
