import { TOTE_BREAKAGES, TOTE_POOLS, type TToteSettingsForm, type TToteTicketPool } from '@galope/contracts';
import { Info } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { AdminSection } from '@/components/admin-ui/admin-section';
import { QueryContent } from '@/components/admin-ui/query-content';
import { SaveButton } from '@/components/admin-ui/save-button';
import { FieldError } from '@/components/ui/field-error';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useToteSettings } from '../api/get-tote-settings';
import { useUpdateToteSettings } from '../api/update-tote-settings';
import { toteSettingsErrorField } from './tote-settings-error';

/** "Tote" (super admin): takeout and minimum stake per pool, breakage, rounding, minimum dividend, place rules. */
export function ToteSettingsTab() {
  const { t } = useTranslation();
  const settings = useToteSettings();
  return (
    <AdminSection
      id="tote-settings-title"
      title={t('admin.tote.settings.title')}
      description={t('admin.tote.settings.newPoolsOnly')}
      descriptionIcon={Info}
    >
      <QueryContent
        query={settings}
        loading={<Skeleton className="h-96 w-full rounded-2xl" />}
        loadError={t('admin.tote.settings.loadError')}
        retryLabel={t('admin.retry')}
      >
        {(saved) => <ToteSettingsForm saved={saved} />}
      </QueryContent>
    </AdminSection>
  );
}

function ToteSettingsForm({ saved }: { saved: TToteSettingsForm }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const update = useUpdateToteSettings();
  const [values, setValues] = useState<TToteSettingsForm>(saved);
  /** The server's refusal, beside the field it names (`takeout.win`) or for the form (`form`). */
  const [error, setError] = useState<{ field: string; message: string }>();

  const change = (next: TToteSettingsForm) => {
    setValues(next);
    setError(undefined);
  };
  const setPool = (group: 'takeout' | 'minimumStake', pool: TToteTicketPool, value: string) =>
    change({ ...values, [group]: { ...values[group], [pool]: value } });
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the settings; its message is shown where it belongs.
    update.mutate(values, {
      onSuccess: (stored) => {
        setValues(stored);
        toast({
          title: t('admin.tote.settings.savedTitle'),
          description: t('admin.tote.settings.newPoolsOnly'),
          variant: 'success',
        });
      },
      onError: (failure) => {
        if (isUnauthorized(failure)) return;
        const message = errorMessage(failure, t('admin.tote.settings.error'));
        setError({ field: toteSettingsErrorField(values, message) ?? 'form', message: translate(message) ?? message });
      },
    });
  };

  const poolField = (group: 'takeout' | 'minimumStake', pool: TToteTicketPool, id: string, label: string) => (
    <InputField
      id={id}
      label={label}
      error={errorFor(`${group}.${pool}`)}
      inputMode="decimal"
      value={values[group][pool]}
      onChange={(event) => setPool(group, pool, event.target.value)}
    />
  );

  const choices = (values: readonly string[], group: 'roundings' | 'placeMethods') =>
    values.map((value) => ({ value, label: t(`admin.tote.settings.${group}.${value}`) }));

  const select = <K extends 'breakage' | 'rounding' | 'placeMethod' | 'placePlaces'>(
    field: K,
    options: readonly { value: string; label: string }[],
    parse: (value: string) => TToteSettingsForm[K],
  ) => (
    <FormField id={`tote-${field}`} label={t(`admin.tote.settings.${field}`)} error={errorFor(field)}>
      <NativeSelect
        {...fieldA11y(`tote-${field}`, errorFor(field))}
        value={String(values[field])}
        onChange={(event) => change({ ...values, [field]: parse(event.target.value) })}
        options={options}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 rounded-2xl border border-border bg-card p-4 md:p-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin.tote.settings.perPool')}</legend>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {TOTE_POOLS.map((pool) => {
            const name = t(`admin.tote.pools.${pool}`);
            return (
              <li key={pool} aria-label={name} className="grid gap-2 rounded-xl border border-border p-3">
                <span className="font-semibold">{name}</span>
                {poolField('takeout', pool, `tote-takeout-${pool}`, t('admin.tote.settings.takeout', { pool: name }))}
                {poolField(
                  'minimumStake',
                  pool,
                  `tote-minimum-${pool}`,
                  t('admin.tote.settings.minimumStake', { pool: name }),
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('admin.tote.settings.dividends')}</legend>
        {select(
          'breakage',
          TOTE_BREAKAGES.map((value) => ({ value, label: value })),
          (value) => value as TToteSettingsForm['breakage'],
        )}
        {select(
          'rounding',
          choices(['down', 'nearest'], 'roundings'),
          (value) => value as TToteSettingsForm['rounding'],
        )}
        <InputField
          id="tote-minimumDividend"
          label={t('admin.tote.settings.minimumDividend')}
          hint={t('admin.tote.settings.minimumDividendHint')}
          error={errorFor('minimumDividend')}
          inputMode="decimal"
          value={values.minimumDividend}
          onChange={(event) => change({ ...values, minimumDividend: event.target.value })}
        />
        {select(
          'placeMethod',
          choices(['profit_split', 'pool_split'], 'placeMethods'),
          (value) => value as TToteSettingsForm['placeMethod'],
        )}
        {select(
          'placePlaces',
          ['2', '3'].map((value) => ({ value, label: value })),
          (value) => (value === '3' ? 3 : 2),
        )}
      </fieldset>
      <FieldError id="tote-settings-error" message={errorFor('form')} />
      <div className="flex justify-end">
        <SaveButton label={t('admin.tote.settings.save')} pending={update.isPending} />
      </div>
    </form>
  );
}
