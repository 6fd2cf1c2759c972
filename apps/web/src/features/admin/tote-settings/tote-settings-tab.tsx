import { TOTE_BREAKAGES, TOTE_POOLS, type TToteSettingsForm, type TToteTicketPool } from '@galope/contracts';
import { Info, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api-client';
import { useTranslateMessage } from '@/lib/use-translate-message';

import { useToteSettings } from '../api/get-tote-settings';
import { useUpdateToteSettings } from '../api/update-tote-settings';
import { toteSettingsErrorField } from './tote-settings-error';

/** "Tote" (super admin): takeout and minimum stake per pool, breakage, rounding, minimum dividend, place rules. */
export function ToteSettingsTab() {
  const { t } = useTranslation();
  const settings = useToteSettings();
  return (
    <section aria-labelledby="tote-settings-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="tote-settings-title" className="text-lg font-bold">
          {t('admin.tote.settings.title')}
        </h2>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('admin.tote.settings.newPoolsOnly')}
        </p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : settings.isError ? (
        <LoadError
          message={t('admin.tote.settings.loadError')}
          retryLabel={t('admin.retry')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <ToteSettingsForm saved={settings.data} />
      )}
    </section>
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
                <FormField
                  id={`tote-takeout-${pool}`}
                  label={t('admin.tote.settings.takeout', { pool: name })}
                  error={errorFor(`takeout.${pool}`)}
                >
                  <Input
                    {...fieldA11y(`tote-takeout-${pool}`, errorFor(`takeout.${pool}`))}
                    inputMode="decimal"
                    value={values.takeout[pool]}
                    onChange={(event) => setPool('takeout', pool, event.target.value)}
                  />
                </FormField>
                <FormField
                  id={`tote-minimum-${pool}`}
                  label={t('admin.tote.settings.minimumStake', { pool: name })}
                  error={errorFor(`minimumStake.${pool}`)}
                >
                  <Input
                    {...fieldA11y(`tote-minimum-${pool}`, errorFor(`minimumStake.${pool}`))}
                    inputMode="decimal"
                    value={values.minimumStake[pool]}
                    onChange={(event) => setPool('minimumStake', pool, event.target.value)}
                  />
                </FormField>
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
          (['down', 'nearest'] as const).map((value) => ({
            value,
            label: t(`admin.tote.settings.roundings.${value}`),
          })),
          (value) => value as TToteSettingsForm['rounding'],
        )}
        <FormField
          id="tote-minimumDividend"
          label={t('admin.tote.settings.minimumDividend')}
          hint={t('admin.tote.settings.minimumDividendHint')}
          error={errorFor('minimumDividend')}
        >
          <Input
            {...fieldA11y(
              'tote-minimumDividend',
              errorFor('minimumDividend'),
              t('admin.tote.settings.minimumDividendHint'),
            )}
            inputMode="decimal"
            value={values.minimumDividend}
            onChange={(event) => change({ ...values, minimumDividend: event.target.value })}
          />
        </FormField>
        {select(
          'placeMethod',
          (['profit_split', 'pool_split'] as const).map((value) => ({
            value,
            label: t(`admin.tote.settings.placeMethods.${value}`),
          })),
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
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4 text-primary-foreground" /> : <Save aria-hidden />}
          {t('admin.tote.settings.save')}
        </Button>
      </div>
    </form>
  );
}
