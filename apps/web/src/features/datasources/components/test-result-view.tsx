import { Braces } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/api/api-client';
import { cn } from '@/lib/format/cn';

import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { ConnectionBadge } from './connection-badge';

export type ResultFact = { label: string; value: ReactNode };

/**
 * A connection test's answer, readable: connected or not, the service's details as text, the
 * facts worth a glance, and the whole answer as indented JSON for whoever wants it. The answer is a
 * status named by `labelledBy` (a visible heading) or else "Resultado de la prueba".
 */
export function TestResultView({
  result,
  error,
  facts = [],
  labelledBy,
}: {
  result: { connected: boolean; details: string } | undefined;
  error?: unknown;
  facts?: ResultFact[];
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('datasources.source.testResult') };
  if (!result && !error) {
    return <p className="text-sm text-muted-foreground">{t('datasources.test.notRun')}</p>;
  }
  if (!result) {
    const message = errorMessage(error, '');
    return (
      <div role="status" {...name} className="grid gap-2" data-connected="false">
        <div>
          <ConnectionBadge state="error" />
        </div>
        <p className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm [overflow-wrap:anywhere]">
          {message ? translate(message) : t('datasources.errors.testConnection')}
        </p>
      </div>
    );
  }
  return (
    <div role="status" {...name} className="grid gap-3" data-connected={String(result.connected)}>
      <div className="flex flex-wrap items-center gap-2">
        <ConnectionBadge state={result.connected ? 'connected' : 'disconnected'} />
      </div>
      <p
        className={cn(
          'rounded-lg border px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
          result.connected ? 'border-success/30 bg-success/5' : 'border-border bg-muted/60',
        )}
      >
        {result.details ? translate(result.details) : t('datasources.test.noDetails')}
      </p>
      {facts.length > 0 ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex items-baseline justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2"
            >
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="text-right font-semibold tabular-nums [overflow-wrap:anywhere]">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <details className="group rounded-lg border border-border text-sm">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 font-medium text-muted-foreground select-none hover:text-foreground">
          <Braces className="size-4" aria-hidden />
          {t('datasources.test.raw')}
        </summary>
        <pre className="max-h-72 overflow-auto border-t border-border bg-muted/40 px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
          {JSON.stringify(result, null, 2)}
        </pre>
      </details>
    </div>
  );
}
