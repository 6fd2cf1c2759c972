import { RefreshCw, TriangleAlert } from 'lucide-react';

import { Button } from './button';

/**
 * Data that did not load, in its place (a page, a list, a card): what failed, why when known, and, given
 * `onRetry`, a button to read it again that waits while it is being read. An alert, so a screen reader
 * says it as it appears.
 */
export function LoadError({
  message,
  description,
  retryLabel,
  onRetry,
  retrying = false,
}: {
  message: string;
  description?: string;
  retryLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-6 text-center"
    >
      <span className="rounded-full bg-destructive/15 p-2 text-destructive">
        <TriangleAlert className="size-5" aria-hidden />
      </span>
      <p className="text-sm font-semibold">{message}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {onRetry && retryLabel ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** What a retry needs of a TanStack query. */
export type RetryableQuery = { refetch: () => Promise<unknown>; isFetching: boolean };

/** The LoadError of a query: retrying reads it again, and the button waits while it is being read. */
export function QueryLoadError({
  query,
  message,
  retryLabel,
}: {
  query: RetryableQuery;
  message: string;
  retryLabel: string;
}) {
  return (
    <LoadError
      message={message}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
