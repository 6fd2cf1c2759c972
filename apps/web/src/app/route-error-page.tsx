import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/**
 * A render error anywhere in the pages: say so instead of a blank page. Moving to another page
 * (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Route error', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}

function RouteErrorPage() {
  const { t } = useTranslation();
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
