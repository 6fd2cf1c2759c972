import type { TUserResponse } from '@galope/contracts';
import { Clock, LogOut, Mail, RefreshCw, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { givenName } from '@/lib/format/display-name';
import { formatDate } from '@/lib/format/format-date';

/** What a signed-in but not yet approved (or rejected) player sees instead of the site. */
export function PendingApprovalPage({ user }: { user: TUserResponse }) {
  const { t, i18n } = useTranslation();
  const { refetch, isFetching } = useCurrentUser();
  const rejected = user.status === 'rejected';
  // Each value under its own label: a name only when one was given, the username only when it is not
  // the e-mail (a sign-up from the popup uses the e-mail as the username and gives no name).
  const fields = [
    [t('pending.name'), givenName(user)],
    [t('pending.username'), user.username === user.email ? '' : user.username],
    [t('pending.email'), user.email],
    [t('pending.registeredAt'), formatDate(user.createdAt, i18n.language)],
  ].filter(([, value]) => value);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-10 md:py-16">
      <title>{`${t('pending.title')} · Galope`}</title>
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-3 bg-gradient-to-br from-hero-from to-hero-to px-6 py-8 text-center text-white">
          <span className="flex size-14 items-center justify-center rounded-full bg-white/15">
            {rejected ? <ShieldX className="size-7" aria-hidden /> : <Clock className="size-7" aria-hidden />}
          </span>
          <h1 className="text-2xl font-black">{t('pending.title')}</h1>
          <Badge variant="plain" className={rejected ? 'bg-red-600 text-white' : 'bg-amber-400 text-amber-950'}>
            {rejected ? t('status.rejected') : t('status.pending')}
          </Badge>
        </div>
        <CardContent className="grid gap-5 pt-6">
          <p className="text-center text-muted-foreground">
            {rejected ? t('pending.rejectedMessage') : t('pending.message')}
          </p>
          <dl className="grid gap-3 rounded-xl bg-muted p-4 text-sm">
            {fields.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {rejected ? null : (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Mail className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
              {t('pending.emailNotice')}
            </p>
          )}
          {/* Touch targets of 48 px; side by side from sm up, each half (flex-1 in the phone's column made them 20 px tall). */}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="sm:flex-1" onClick={() => void refetch()} disabled={isFetching}>
              <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden />
              {t('pending.refresh')}
            </Button>
            <ButtonLink href="/api/logout" icon={LogOut} size="lg" variant="outline" className="sm:flex-1">
              {t('common.logout')}
            </ButtonLink>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
