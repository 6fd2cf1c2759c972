import { ADMIN_MESSAGES, isWhatsappNumber } from '@galope/contracts';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { QueryContent } from '@/components/admin-ui/query-content';
import { SaveButton } from '@/components/admin-ui/save-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useWhatsappNumber } from './get-whatsapp-number';
import { useUpdateWhatsappNumber } from './update-whatsapp-number';
import { WhatsappIcon } from './whatsapp-icon';
import { whatsappUrl } from './whatsapp-url';

/** /admin config tab: the contact number behind the floating WhatsApp button. */
export function WhatsappSettings() {
  const { t } = useTranslation();
  const current = useWhatsappNumber();
  return (
    <Card className="max-w-2xl">
      <CardHeader className="flex-row items-start gap-3">
        <span className="rounded-xl bg-[#25d366]/15 p-2 text-[#128c4a] dark:text-[#25d366]">
          <WhatsappIcon className="size-5" />
        </span>
        <div className="grid gap-1">
          <CardTitle className="text-base">{t('whatsapp.settings.title')}</CardTitle>
          <CardDescription>{t('whatsapp.settings.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={current}
          loading={<Skeleton className="h-24 w-full" />}
          loadError={t('whatsapp.settings.loadError')}
          retryLabel={t('whatsapp.settings.retry')}
        >
          {(saved) => <WhatsappForm key={saved ?? ''} saved={saved} />}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function WhatsappForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const update = useUpdateWhatsappNumber();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWhatsappNumber(value)) {
      setError(translate(ADMIN_MESSAGES.whatsappInvalid));
      return;
    }
    setError(undefined);
    update.mutate(value, {
      onSuccess: () =>
        toast({
          title: t('whatsapp.settings.savedTitle'),
          description: t('whatsapp.settings.savedText'),
          variant: 'success',
        }),
      onError: (failure) => showActionError(failure, t('whatsapp.settings.error'), t('whatsapp.settings.errorText')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('whatsapp.settings.title')}>
      <InputField
        id="whatsapp-number"
        label={t('whatsapp.settings.label')}
        hint={t('whatsapp.settings.hint')}
        error={error}
        name="whatsappNumber"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+1234567890"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {saved ? (
            <>
              {t('whatsapp.settings.current')}{' '}
              <a
                href={whatsappUrl(saved)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
              >
                {saved}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </>
          ) : (
            t('whatsapp.settings.none')
          )}
        </p>
        <SaveButton label={t('whatsapp.settings.save')} pending={update.isPending} />
      </div>
    </form>
  );
}
