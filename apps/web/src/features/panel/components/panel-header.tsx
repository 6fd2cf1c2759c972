import type { TUserResponse } from '@galope/contracts';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { Badge } from '@/components/ui/badge';
import { avatarInitial, displayName } from '@/lib/format/display-name';
import { formatMoney } from '@/lib/format/format-money';

export function PanelHeader({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  const approved = user.status === 'approved';
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between md:p-6">
      {/* min-w-0 down to the greeting: a long username (often an e-mail address) wraps inside the screen. */}
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/20 text-2xl font-black ring-2 ring-white/40"
        >
          {avatarInitial(user)}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-xl font-black [overflow-wrap:anywhere] md:text-2xl">
            {t('panel.welcome', { name: displayName(user) })}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant="plain"
              className={approved ? 'bg-emerald-400 text-emerald-950' : 'bg-amber-400 text-amber-950'}
            >
              {approved ? t('status.approvedShort') : t('status.pendingShort')}
            </Badge>
            {user.role === 'admin' || user.role === 'super_admin' ? (
              <Badge variant="plain" className="bg-white/20 text-white">
                <ShieldCheck className="size-3.5" aria-hidden />
                {user.role === 'super_admin' ? t('roles.superAdmin') : t('roles.admin')}
              </Badge>
            ) : null}
            <span className="text-sm font-semibold text-white/85">
              {t('header.balance')}: {formatMoney(user.balance)}
            </span>
          </div>
        </div>
      </div>
      <div className="flex gap-2">
        <ButtonLink to="/" icon={ArrowLeft} variant="onAccent">
          {t('panel.back')}
        </ButtonLink>
        <ButtonLink href="/api/logout" icon={LogOut} variant="onAccent">
          {t('panel.logout')}
        </ButtonLink>
      </div>
    </div>
  );
}
