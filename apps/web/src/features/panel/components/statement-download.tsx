import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

/** Today as `YYYY-MM-DD` in the given time zone (the statement's days are the site's calendar days). */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** docs/rules/player-protection.md: the statement of a period (this month unless chosen), as `statement.csv`. */
export function StatementDownload() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [to, setTo] = useState(() => today(timeZone));
  const [from, setFrom] = useState(() => `${to.slice(0, 8)}01`);
  const valid = from !== '' && to !== '' && from <= to;
  const href = `/api/user/statement.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

  return (
    <TitledCard title={t('panel.protection.statement.title')} description={t('panel.protection.statement.description')}>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="statement-from">{t('panel.protection.statement.from')}</Label>
          <Input
            id="statement-from"
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="statement-to">{t('panel.protection.statement.to')}</Label>
          <Input id="statement-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
        {valid ? (
          <ButtonLink href={href} download icon={Download}>
            {t('panel.protection.statement.download')}
          </ButtonLink>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {t('panel.protection.statement.invalid')}
          </p>
        )}
      </CardContent>
    </TitledCard>
  );
}
