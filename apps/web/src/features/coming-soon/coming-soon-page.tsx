import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { BackHomeButton } from '@/components/back-home-button';

/** A section that exists in the menu but opens in a later release. */
export function ComingSoonPage({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl px-4 py-10 md:py-16">
      <title>{`${title} · Galope`}</title>
      <div className="relative isolate w-full overflow-hidden rounded-3xl border border-border bg-card px-6 py-12 text-center shadow-sm md:px-12">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-32 bg-gradient-to-b from-primary-soft to-transparent"
        />
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
          <Icon className="size-8" aria-hidden />
        </span>
        <p className="mt-6 text-xs font-bold tracking-widest text-brand uppercase">{t('comingSoon.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">{t('comingSoon.text')}</p>
        <BackHomeButton />
      </div>
    </div>
  );
}
