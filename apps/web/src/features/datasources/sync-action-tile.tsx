import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/cn';

import { ActionButton } from './action-button';

export type TileOutcome = { tone: 'success' | 'failure'; text: ReactNode };

/** One sync action: what it does, its button (busy while it runs) and what the last run answered. */
export function SyncActionTile({
  icon,
  title,
  description,
  buttonLabel,
  pending,
  onRun,
  outcome,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  buttonLabel: string;
  pending: boolean;
  onRun: () => void;
  outcome: TileOutcome | null;
}) {
  const titleId = useId();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
    >
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-primary-soft p-2 text-brand [&_svg]:size-5">{icon}</span>
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
      </div>
      {outcome ? (
        <p
          role="status"
          aria-labelledby={titleId}
          className={cn(
            'rounded-lg px-3 py-2 text-sm [overflow-wrap:anywhere]',
            outcome.tone === 'success' ? 'bg-success/10 text-foreground' : 'bg-destructive/10 text-foreground',
          )}
          data-tone={outcome.tone}
        >
          {outcome.text}
        </p>
      ) : null}
      <ActionButton className="mt-auto w-full sm:w-fit" variant="outline" pending={pending} icon={icon} onClick={onRun}>
        {buttonLabel}
      </ActionButton>
    </li>
  );
}
