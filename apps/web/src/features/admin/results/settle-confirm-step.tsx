import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

/** The last step before a result settles bets: what will be recorded, a warning, back or confirm. */
export function SettleConfirmStep({
  title,
  text,
  children,
  pending,
  onBack,
  onConfirm,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 grid gap-4">
      <div className="grid gap-1 rounded-xl bg-warning/10 px-4 py-3">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {t('admin.results.back')}
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="size-4 text-primary-foreground" /> : null}
          {t('admin.results.confirm')}
        </Button>
      </div>
    </div>
  );
}

/** What follows entering a result: a toast with the bets settled, or the server's reason; the dialog closes either way. */
export function useSettleCallbacks(onDone: () => void) {
  const { t } = useTranslation();
  const showActionError = useActionErrorToast();
  return {
    onSuccess: ({ settled }: { settled: number }) => {
      toast({
        title: t('admin.results.settledTitle'),
        description: t('admin.results.settledText', { count: settled }),
        variant: 'success',
      });
      onDone();
    },
    // A 409 means someone (or a source) settled it first: the list has been refreshed.
    onError: (failure: unknown) => {
      showActionError(failure, t('admin.toast.errorTitle'), t('admin.results.error'));
      onDone();
    },
  };
}
