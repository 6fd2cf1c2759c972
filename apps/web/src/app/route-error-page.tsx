import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';

/** A render error anywhere in the tree: say so instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('Route error', error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <h1 className="text-2xl font-black">{t('errors.generic.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('errors.generic.text')}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t('errors.generic.reload')}
      </Button>
    </div>
  );
}
