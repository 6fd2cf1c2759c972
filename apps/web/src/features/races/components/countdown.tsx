import { formatCountdown } from '@/lib/format-countdown';
import { useNow } from '@/lib/use-now';

/** Time left to a start, ticking every second (spec §4). */
export function Countdown({ to, className }: { to: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={to} className={className} data-testid="countdown">
      {formatCountdown(Date.parse(to) - now)}
    </time>
  );
}
