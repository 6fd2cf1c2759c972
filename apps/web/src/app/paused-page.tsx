import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

/** What a paused player sees instead of a betting page (while-paused.tsx): until when, and what they may do. */
export function PausedPage({ until, excluded }: { until: string; excluded: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const titleId = useId();
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4 px-4 py-10 text-center" aria-labelledby={titleId}>
      <ShieldAlert className="mx-auto size-10 text-destructive" aria-hidden />
      <h1 id={titleId} className="text-2xl font-black">
        {t(excluded ? 'protection.paused.excludedTitle' : 'protection.paused.title')}
      </h1>
      <p className="text-muted-foreground">
        {t(excluded ? 'protection.banner.excluded' : 'protection.banner.timeOut', {
          until: formatDateTime(until, i18n.language, timeZone),
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to="/panel?tab=wallet">{t('protection.paused.wallet')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/panel?tab=history">{t('protection.paused.history')}</Link>
        </Button>
        <Button asChild>
          <Link to="/deposit?tab=withdraw">{t('protection.paused.withdraw')}</Link>
        </Button>
      </div>
    </section>
  );
}
