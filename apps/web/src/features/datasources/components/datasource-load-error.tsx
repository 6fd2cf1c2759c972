import { useTranslation } from 'react-i18next';

import { QueryLoadError, type RetryableQuery } from '@/components/ui/load-error';

/** A data-source block whose query did not load: its message and the section's retry button. */
export function DatasourceLoadError({ query, message }: { query: RetryableQuery; message: string }) {
  const { t } = useTranslation();
  return <QueryLoadError query={query} message={message} retryLabel={t('datasources.errors.retry')} />;
}
