import type { TCashOutSettingsResponse } from '@galope/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { AdminSection } from '@/components/admin-ui/admin-section';
import { QueryContent } from '@/components/admin-ui/query-content';
import { SaveButton } from '@/components/admin-ui/save-button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useCashOutSettings } from '../api/get-cash-out-settings';
import { useUpdateCashOutSettings } from '../api/update-cash-out-settings';

/** "Cierre de apuestas" (super admin): cash out on or off, and the margin the house keeps. */
export function CashOutSettingsCard() {
  const { t } = useTranslation();
  const settings = useCashOutSettings();
  return (
    <AdminSection
      id="cash-out-settings-title"
      title={t('admin.cashOut.title')}
      description={t('admin.cashOut.description')}
    >
      <QueryContent
        query={settings}
        loading={<Skeleton className="h-40 w-full rounded-2xl" />}
        loadError={t('admin.cashOut.loadError')}
        retryLabel={t('admin.retry')}
      >
        {(saved) => <CashOutSettingsForm saved={saved} />}
      </QueryContent>
    </AdminSection>
  );
}

function CashOutSettingsForm({ saved }: { saved: TCashOutSettingsResponse }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const update = useUpdateCashOutSettings();
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: (stored) => {
        setValues(stored);
        toast({ title: t('admin.cashOut.saved'), variant: 'success' });
      },
      onError: (failure) => {
        if (isUnauthorized(failure)) return;
        const message = errorMessage(failure, t('admin.cashOut.loadError'));
        setError(translate(message) ?? message);
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 rounded-2xl border border-border bg-card p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end md:p-6"
    >
      <div className="flex items-center gap-3 sm:pb-2">
        {/* Inside a form Radix adds a hidden native input beside the switch, moved off to its left: kept
            within this box (its padding leaves room for the focus ring) so it never sticks out of a phone. */}
        <span className="relative -m-1 inline-flex overflow-hidden p-1">
          <Switch
            id="cash-out-enabled"
            checked={values.enabled}
            onCheckedChange={(enabled) => setValues({ ...values, enabled })}
          />
        </span>
        <Label htmlFor="cash-out-enabled">{t('admin.cashOut.enabled')}</Label>
      </div>
      <InputField
        id="cash-out-margin"
        label={t('admin.cashOut.margin')}
        hint={t('admin.cashOut.marginHint')}
        error={error}
        inputMode="decimal"
        value={values.marginPercent}
        onChange={(event) => {
          setError(undefined);
          setValues({ ...values, marginPercent: event.target.value });
        }}
      />
      <SaveButton label={t('admin.cashOut.save')} pending={update.isPending} className="sm:mb-6" />
    </form>
  );
}
