import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '@/lib/api/get-current-user';
import { restrictedUntil, useUserLimits } from '@/lib/api/get-user-limits';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';

/**
 * docs/rules/player-protection.md: during a time-out or a self-exclusion the player is told, wherever they would bet or
 * deposit, that nothing can be placed until its end (the server refuses anyway).
 */
export function RestrictionBanner({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { data: user } = useCurrentUser();
  // Asked for once the first screen is drawn: a restriction is rare, and the server refuses anyway.
  const firstScreenShown = useAfterFirstScreen();
  const limits = useUserLimits({ enabled: user?.status === 'approved' && firstScreenShown });
  const until = restrictedUntil(limits.data);
  if (!until) return null;
  const excluded = limits.data?.selfExcludedUntil === until;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <p>
        {t(excluded ? 'protection.banner.excluded' : 'protection.banner.timeOut', {
          until: formatDateTime(until, i18n.language, timeZone),
        })}
      </p>
    </div>
  );
}
