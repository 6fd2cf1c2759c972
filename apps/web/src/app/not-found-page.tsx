import { useTranslation } from 'react-i18next';

import { BackHomeButton } from '@/components/back-home-button';

/** The spec's words for this page: the English reader's heading, and a line under "404" for the others. */
const SPEC_TEXT = 'Page Not Found';

/** Unknown paths, and role-gated pages for players without the role. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const heading = t('notFound.heading');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <title>{`${heading} · Galope`}</title>
      <p
        aria-hidden
        className="bg-gradient-to-br from-hero-from to-hero-to bg-clip-text text-8xl font-black text-transparent md:text-9xl"
      >
        404
      </p>
      {i18n.language === 'en' ? null : (
        <p lang="en" className="mt-2 text-xs font-bold tracking-widest text-muted-foreground uppercase">
          {SPEC_TEXT}
        </p>
      )}
      <h1 className="mt-4 text-3xl font-black tracking-tight">{heading}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.subtitle')}</p>
      <BackHomeButton />
    </div>
  );
}
