import { LoadingRegion } from './loading-region';

/**
 * Placeholder cards the size of the board's race cards, so nothing jumps when the real ones arrive.
 * Each card pulses as one: an animation per bar was two dozen animation events per grid, each
 * dispatched through React, on the main thread of a phone drawing its first screen (decision 021).
 */
export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <LoadingRegion className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl border border-border bg-card p-4">
          <div className="grid animate-pulse grid-cols-1 gap-3 *:rounded-lg *:bg-muted" aria-hidden>
            <div className="h-4 w-1/3" />
            <div className="h-5 w-2/3" />
            <div className="h-3 w-1/2" />
            <div className="h-10 w-full" />
            <div className="h-9 w-full" />
            <div className="h-9 w-full" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
