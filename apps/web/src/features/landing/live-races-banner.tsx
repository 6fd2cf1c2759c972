import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useGuardedNavigate } from '@/lib/navigation/use-guarded-navigate';

export function LiveRacesBanner() {
  const { t } = useTranslation();
  const goTo = useGuardedNavigate();
  return (
    <section
      aria-labelledby="live-races-banner-heading"
      className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center md:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="relative flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-brand">
          <Radio className="size-6" aria-hidden />
          <span className="absolute top-1.5 right-1.5 size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden />
        </span>
        <div>
          <h2 id="live-races-banner-heading" className="text-lg font-extrabold md:text-xl">
            {t('landing.liveBanner.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('landing.liveBanner.description')}</p>
        </div>
      </div>
      <Button size="lg" className="w-full font-extrabold tracking-wide sm:w-auto" onClick={() => goTo('/betting')}>
        {t('landing.liveBanner.cta')}
      </Button>
    </section>
  );
}
