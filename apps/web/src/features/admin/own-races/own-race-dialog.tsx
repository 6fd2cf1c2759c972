import type { TOwnRaceResponse } from '@galope/contracts';
import { Flag, Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { type Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useCreateOwnRace } from '../api/create-own-race';
import { useUpdateOwnRace } from '../api/update-own-race';
import {
  emptyOwnRace,
  emptyRunner,
  nextRunnerNumber,
  type OwnRaceErrors,
  type OwnRaceValues,
  ownRaceValues,
  type RunnerRow,
  toOwnRaceChange,
  toOwnRaceRequest,
} from './own-race-values';

/** "Nueva carrera" (race null) or "Editar carrera": the card of an own race, its runners as rows. */
export function OwnRaceDialog({
  open,
  race,
  onClose,
}: {
  open: boolean;
  race: TOwnRaceResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      icon={Flag}
      title={race ? t('admin.ownRaces.form.editTitle', { name: race.name }) : t('admin.ownRaces.form.createTitle')}
      description={t('admin.ownRaces.form.description', { zone: timeZone })}
      className="max-w-3xl"
    >
      {open ? <OwnRaceForm key={race?.id ?? 'new'} race={race} onDone={onClose} /> : null}
    </FormDialog>
  );
}

type RaceField = Exclude<keyof OwnRaceValues, 'runners'>;
type RunnerField = Exclude<keyof RunnerRow, 'key'>;

function OwnRaceForm({ race, onDone }: { race: TOwnRaceResponse | null; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const create = useCreateOwnRace();
  const update = useUpdateOwnRace();
  const timeZone = useTimeZone();
  const [values, setValues] = useState<OwnRaceValues>(() => (race ? ownRaceValues(race, timeZone) : emptyOwnRace()));
  const [errors, setErrors] = useState<OwnRaceErrors>({});

  const set = (field: RaceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setRunner = (index: number, field: RunnerField, value: string) => {
    setValues((current) => ({
      ...current,
      runners: current.runners.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    }));
    setErrors((current) => ({ ...current, [`runners.${index}.${field}`]: undefined, runners: undefined }));
  };
  const addRunner = () =>
    setValues((current) => ({
      ...current,
      runners: [...current.runners, emptyRunner(nextRunnerNumber(current.runners))],
    }));
  // Errors are keyed by row index: removing a row re-checks on the next submit.
  const removeRunner = (index: number) => {
    setValues((current) => ({ ...current, runners: current.runners.filter((_, at) => at !== index) }));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = toOwnRaceRequest(values, timeZone);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, text]) => [field, translate(text)])));
      return;
    }
    setErrors({});
    const onError = (error: unknown) =>
      showActionError(error, t('admin.toast.errorTitle'), t('admin.ownRaces.form.error'));
    if (race) {
      update.mutate(
        { raceId: race.id, ...toOwnRaceChange(result.request, race) },
        {
          onSuccess: (saved) => {
            toast({ title: t('admin.ownRaces.form.savedTitle'), description: saved.name, variant: 'success' });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(result.request, {
        onSuccess: (created) => {
          toast({ title: t('admin.ownRaces.form.createdTitle'), description: created.name, variant: 'success' });
          onDone();
        },
        onError,
      });
    }
  };

  const text = (field: RaceField, type = 'text', extra: Partial<ComponentProps<typeof Input>> = {}) => (
    <InputField
      id={`own-race-${field}`}
      label={t(`admin.ownRaces.fields.${field}`)}
      error={errors[field]}
      name={field}
      type={type}
      autoComplete="off"
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      {...extra}
    />
  );

  const runnerInput = (index: number, field: RunnerField, extra: Partial<ComponentProps<typeof Input>> = {}) => {
    const key = `runners.${index}.${field}`;
    const id = `own-runner-${index}-${field}`;
    return (
      <InputField
        id={id}
        label={t(`admin.ownRaces.runner.${field}`)}
        error={errors[key]}
        autoComplete="off"
        value={values.runners[index]![field]}
        onChange={(event) => setRunner(index, field, event.target.value)}
        {...extra}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {text('racetrackName')}
        {text('country')}
        {text('city')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name')}
        {text('scheduledTime', 'datetime-local')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('distance', 'number', { inputMode: 'numeric', min: 100, step: 1 })}
        {text('surface')}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('admin.ownRaces.form.runners')}</legend>
        <ol className="grid gap-3">
          {values.runners.map((row, index) => (
            <li
              key={row.key}
              aria-label={t('admin.ownRaces.form.runnerRow', { number: row.number || index + 1 })}
              className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[5rem_1fr_1fr_1fr] lg:grid-cols-[4.5rem_1.4fr_1fr_1fr_5rem_5.5rem_auto]"
            >
              {runnerInput(index, 'number', { type: 'number', inputMode: 'numeric', min: 1, max: 99 })}
              {runnerInput(index, 'horseName')}
              {runnerInput(index, 'jockeyName')}
              {runnerInput(index, 'trainerName')}
              {runnerInput(index, 'weight', { type: 'number', inputMode: 'numeric' })}
              {runnerInput(index, 'morningLine', { inputMode: 'decimal', placeholder: '3.50' })}
              <div className="flex items-end">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.ownRaces.form.removeRunner', { number: row.number || index + 1 })}
                  disabled={values.runners.length <= 1}
                  onClick={() => removeRunner(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <FieldError id="own-race-runners-error" message={errors.runners} />
        <Button variant="outline" className="justify-self-start" onClick={addRunner}>
          <Plus aria-hidden />
          {t('admin.ownRaces.form.addRunner')}
        </Button>
      </fieldset>
      <AdminFormActions
        onCancel={onDone}
        submitLabel={race ? t('admin.ownRaces.form.save') : t('admin.ownRaces.form.create')}
        pending={create.isPending || update.isPending}
        icon={<Flag aria-hidden />}
      />
    </form>
  );
}
