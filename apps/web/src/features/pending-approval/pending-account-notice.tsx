import type { TUserResponse } from '@galope/contracts';
import { Clock, ShieldX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * On the landing, the one page an account waiting for approval (or rejected) still sees as everyone
 * does: what it waits for, long after the sign-up's toast has gone.
 */
export function PendingAccountNotice({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rejected = user.status === 'rejected';
  const Icon = rejected ? ShieldX : Clock;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <div
        role="status"
        aria-labelledby={titleId}
        className="flex items-start gap-3 rounded-xl border border-amber-500/50 bg-amber-400/15 px-4 py-3 text-sm text-foreground"
      >
        <Icon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="grid gap-0.5">
          <p id={titleId} className="font-bold">
            {t('pending.title')}
          </p>
          <p>{rejected ? t('pending.rejectedMessage') : `${t('pending.message')} ${t('pending.meanwhile')}`}</p>
        </div>
      </div>
    </div>
  );
}
