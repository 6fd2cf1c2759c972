import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CardContent, TitledCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/api-client';

import { ActionButton } from './action-button';
import { ConnectionBadge } from './connection-badge';
import type { RacingApiTest } from '../hooks/use-racing-api-tests';
import { useDatasourceMessage } from '../hooks/use-datasource-message';

/** /api-testing: the three racing API tests run together, one line each with its answer. */
export function DiagnosticsCard({ tests }: { tests: RacingApiTest[] }) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const running = tests.some((test) => test.query.isFetching);
  const titleId = useId();

  return (
    <TitledCard
      region
      busy={running}
      titleId={titleId}
      icon={Stethoscope}
      iconClassName="size-5"
      title={t('datasources.testing.diagnostics.title')}
      description={t('datasources.testing.diagnostics.description')}
      actions={
        <ActionButton
          pending={running}
          icon={<Stethoscope aria-hidden />}
          onClick={() => void Promise.all(tests.map((test) => test.run()))}
        >
          {t('datasources.testing.diagnostics.run')}
        </ActionButton>
      }
    >
      <CardContent>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {tests.map(({ id, query }) => (
            <li
              key={id}
              className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,14rem)_auto_minmax(0,1fr)] sm:items-center sm:gap-4"
              aria-labelledby={`${titleId}-${id}`}
            >
              <span id={`${titleId}-${id}`} className="font-semibold">
                {t(`datasources.testing.apis.${id}.title`)}
              </span>
              <span className="flex items-center gap-2">
                {query.isFetching ? (
                  <Spinner className="size-4 text-brand" label={t('datasources.test.running')} />
                ) : query.data ? (
                  <ConnectionBadge state={query.data.connected ? 'connected' : 'disconnected'} />
                ) : query.error ? (
                  <ConnectionBadge state="error" />
                ) : (
                  <span className="text-xs text-muted-foreground">{t('datasources.test.notRunShort')}</span>
                )}
              </span>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {query.data
                  ? translate(query.data.details)
                  : query.error
                    ? translate(errorMessage(query.error, t('datasources.errors.testConnection')))
                    : null}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </TitledCard>
  );
}
