import { useSearchParams } from 'react-router';

/**
 * The tab a page shows, kept in `?tab=` so that a link or a reload opens it: one of `ids`, or
 * `defaultId` when the parameter names none of them (the default tab leaves the parameter out).
 * Choosing a tab replaces the history entry rather than adding one.
 */
export function useTabParam<TId extends string>(
  ids: readonly TId[],
  defaultId: TId,
): [active: TId, select: (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = ids.find((id) => id === requested) ?? defaultId;

  const select = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === defaultId) next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true });
  };
  return [active, select];
}
