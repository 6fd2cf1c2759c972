import {
  DESTINATION_FORMATS,
  PAYMENT_METHOD_KINDS,
  type TDestinationFormat,
  type TPaymentMethodKind,
  type TPaymentMethodResponse,
} from '@galope/contracts';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

import { useAdminPaymentMethods } from './api/get-admin-payment-methods';
import { useSavePaymentMethod } from './api/save-payment-method';

type Draft = {
  name: string;
  nameEn: string;
  kind: TPaymentMethodKind;
  instructions: string;
  instructionsEn: string;
  minAmount: string;
  maxAmount: string;
  isActive: boolean;
  destinationFormat: TDestinationFormat;
};

const EMPTY: Draft = {
  name: '',
  nameEn: '',
  kind: 'both',
  instructions: '',
  instructionsEn: '',
  minAmount: '',
  maxAmount: '',
  isActive: true,
  destinationFormat: 'text',
};

/**
 * The payment methods players choose from: name, kind, instructions (each in Spanish, and in English
 * for English readers if staff write it), bounds, enabled.
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const methods = useAdminPaymentMethods();
  const [editing, setEditing] = useState<TPaymentMethodResponse | 'new'>();
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId} className="text-base">
          {t('cashier.admin.methods.title')}
        </CardTitle>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          {t('cashier.admin.methods.new')}
        </Button>
      </CardHeader>
      <CardContent>
        {methods.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="grid gap-2">
            {(methods.data ?? []).map((method) => (
              <li
                key={method.id}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm"
              >
                <span className="font-semibold">{method.name}</span>
                <Badge variant="muted">{t(`cashier.admin.methods.kinds.${method.kind}`)}</Badge>
                {method.isActive ? null : <Badge variant="destructive">{t('cashier.admin.methods.disabled')}</Badge>}
                <span className="text-xs text-muted-foreground">
                  {t('cashier.bounds', { min: formatMoney(method.minAmount), max: formatMoney(method.maxAmount) })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  onClick={() => setEditing(method)}
                  aria-label={t('cashier.admin.methods.edit', { name: method.name })}
                >
                  <Pencil aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={editing !== undefined} onOpenChange={(open) => (open ? undefined : setEditing(undefined))}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogTitle>
            {editing === 'new' ? t('cashier.admin.methods.new') : t('cashier.admin.methods.editTitle')}
          </DialogTitle>
          {editing ? (
            <MethodForm
              key={editing === 'new' ? 'new' : editing.id}
              method={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(undefined)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function MethodForm({ method, onDone }: { method?: TPaymentMethodResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePaymentMethod();
  const showActionError = useActionErrorToast();
  const [draft, setDraft] = useState<Draft>(
    method ? { ...method, nameEn: method.nameEn ?? '', instructionsEn: method.instructionsEn ?? '' } : EMPTY,
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(method ? { id: method.id, body: draft } : { body: draft }, {
      onSuccess: onDone,
      onError: (error) => showActionError(error, t('cashier.admin.methods.error'), t('cashier.admin.methods.error')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <InputField
        id="method-name"
        label={t('cashier.admin.methods.name')}
        maxLength={100}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <InputField
        id="method-name-en"
        label={t('cashier.admin.methods.nameEn')}
        hint={t('cashier.admin.methods.englishHint')}
        maxLength={100}
        lang="en"
        value={draft.nameEn}
        onChange={(event) => set('nameEn', event.target.value)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id="method-kind" label={t('cashier.admin.methods.kind')}>
          <NativeSelect
            id="method-kind"
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as TPaymentMethodKind)}
            options={PAYMENT_METHOD_KINDS.map((kind) => ({
              value: kind,
              label: t(`cashier.admin.methods.kinds.${kind}`),
            }))}
          />
        </FormField>
        <FormField id="method-format" label={t('cashier.admin.methods.destinationFormat')}>
          <NativeSelect
            id="method-format"
            value={draft.destinationFormat}
            onChange={(event) => set('destinationFormat', event.target.value as TDestinationFormat)}
            options={DESTINATION_FORMATS.map((format) => ({
              value: format,
              label: t(`cashier.destination.${format}`),
            }))}
          />
        </FormField>
        {(
          [
            { key: 'minAmount', id: 'method-min', label: t('cashier.admin.methods.min') },
            { key: 'maxAmount', id: 'method-max', label: t('cashier.admin.methods.max') },
          ] as const
        ).map(({ key, id, label }) => (
          <InputField
            key={key}
            id={id}
            label={label}
            inputMode="decimal"
            value={draft[key]}
            onChange={(event) => set(key, event.target.value)}
          />
        ))}
      </div>
      <InstructionsField
        id="method-instructions"
        label={t('cashier.instructions')}
        hint={t('cashier.admin.methods.instructionsHint')}
        value={draft.instructions}
        onChange={(value) => set('instructions', value)}
      />
      <InstructionsField
        id="method-instructions-en"
        label={t('cashier.admin.methods.instructionsEn')}
        lang="en"
        value={draft.instructionsEn}
        onChange={(value) => set('instructionsEn', value)}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <Switch checked={draft.isActive} onCheckedChange={(checked) => set('isActive', checked)} />
        {t('cashier.admin.methods.active')}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('cashier.admin.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('cashier.admin.methods.save')}
        </Button>
      </div>
    </form>
  );
}

/** What a player is told to do with a method, in a textarea under its label (and hint). */
function InstructionsField({
  id,
  label,
  hint,
  lang,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  lang?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <textarea
        {...fieldA11y(id, undefined, hint)}
        maxLength={2000}
        rows={4}
        lang={lang}
        className="w-full rounded-lg border border-border bg-input px-3 py-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
