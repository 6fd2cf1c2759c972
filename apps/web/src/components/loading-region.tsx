import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholders while something loads (`children`): marked busy, and "loading" said to screen readers. */
export function LoadingRegion({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  );
}
