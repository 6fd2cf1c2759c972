import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api/api-client';
import { cn } from '@/lib/format/cn';

import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { useFailureToast } from '../hooks/use-failure-toast';
import { ActionButton } from './action-button';

/**
 * What a run answered: `failure`, the server's refusal as it came; else `text`, what the tile keeps
 * showing, and `toast`, the success toast's text where it says something else; `partial`, why not all
 * was stored (an amber toast and result instead of a green one).
 */
export type SyncAnswer = { failure: string } | { failure?: undefined; text: string; toast?: string; partial?: string };

/**
 * One sync action: what it does, its button (busy while it runs) and what the last run answered. Its
 * texts are `datasources.management.<name>.*`, its failure's title `datasources.errors.<failureName>`.
 */
export function SyncActionTile<T>({
  name,
  failureName,
  icon,
  action,
  answer,
  onDone,
}: {
  name: string;
  failureName: string;
  icon: ReactNode;
  action: UseMutationResult<T, Error, void>;
  answer: (data: T) => SyncAnswer;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const translate = useDatasourceMessage();
  const showFailure = useFailureToast();
  const titleId = useId();
  const failureTitle = t(`datasources.errors.${failureName}`);

  const run = () =>
    action.mutate(undefined, {
      onSuccess: (data) => {
        const answered = answer(data);
        if (answered.failure !== undefined) {
          showFailure(failureTitle, answered.failure);
          return;
        }
        if (answered.partial !== undefined) {
          toast({
            title: t('datasources.syncReport.partialTitle'),
            description: `${answered.toast ?? answered.text} — ${translate(answered.partial)}`,
            variant: 'warning',
          });
          return;
        }
        toast({
          title: t(`datasources.management.${name}.success`),
          description: answered.toast ?? answered.text,
          variant: 'success',
        });
        onDone?.();
      },
      onError: (error) => showFailure(failureTitle, error),
    });

  const answered = action.data !== undefined ? answer(action.data) : undefined;
  const outcome = answered
    ? answered.failure !== undefined
      ? { tone: 'failure', text: translate(answered.failure) }
      : answered.partial !== undefined
        ? { tone: 'partial', text: `${answered.text} — ${translate(answered.partial)}` }
        : { tone: 'success', text: answered.text }
    : action.error
      ? { tone: 'failure', text: translate(errorMessage(action.error, failureTitle)) }
      : null;

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
      aria-labelledby={titleId}
      aria-busy={action.isPending || undefined}
    >
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-primary-soft p-2 text-brand [&_svg]:size-5">{icon}</span>
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold">
            {t(`datasources.management.${name}.title`)}
          </h3>
          <p className="text-xs text-muted-foreground">{t(`datasources.management.${name}.description`)}</p>
        </div>
      </div>
      {outcome ? (
        <p
          role="status"
          aria-labelledby={titleId}
          className={cn(
            'rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere]',
            outcome.tone === 'success'
              ? 'bg-success/10 text-foreground'
              : outcome.tone === 'partial'
                ? 'border border-warning/40 bg-warning/10 text-foreground'
                : 'bg-destructive/10 text-foreground',
          )}
          data-tone={outcome.tone}
        >
          {outcome.text}
        </p>
      ) : null}
      <ActionButton
        className="mt-auto w-full sm:w-fit"
        variant="outline"
        pending={action.isPending}
        icon={icon}
        onClick={run}
      >
        {t(`datasources.management.${name}.button`)}
      </ActionButton>
    </li>
  );
}
