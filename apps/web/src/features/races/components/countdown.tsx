import { formatCountdown } from '@/lib/format/format-countdown';
import { useNow } from '@/lib/hooks/use-now';

/** Time left to a start, ticking every second (spec §4): a timer, named by the label beside it when given. */
export function Countdown({ to, className, labelledBy }: { to: string; className?: string; labelledBy?: string }) {
  const now = useNow();
  return (
    <time dateTime={to} className={className} role="timer" aria-labelledby={labelledBy}>
      {formatCountdown(Date.parse(to) - now)}
    </time>
  );
}
