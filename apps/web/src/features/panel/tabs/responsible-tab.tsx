import {
  formatCents,
  LIMIT_NAMES,
  parseCents,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  type TLimitName,
  type TLimitsResponse,
  TIME_OUT_PERIODS,
} from '@galope/contracts';
import { Ban, Clock, Coffee, Gauge } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { MONEY_INPUT_PADDING, MoneyInputFrame } from '@/components/money-input-frame';
import { RestrictionBanner } from '@/components/restriction-banner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';
import { restrictedUntil, useUserLimits } from '@/lib/api/get-user-limits';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { PanelLoadError } from '../components/panel-load-error';
import { SettingsCard } from '../components/settings-card';
import { pauseEnd } from '../pause-end';
import { type TPause, useStartPause } from '../api/start-pause';
import { type TLimitsChange, useUpdateUserLimits } from '../api/update-user-limits';
import { useUpdateUserSettings } from '../api/update-user-settings';

/** docs/rules/player-protection.md: "Juego responsable": limits, time-out, self-exclusion and the reality check. */
export function ResponsibleTab() {
  const { t } = useTranslation();
  const limits = useUserLimits();
  return (
    <div className="grid gap-4">
      <RestrictionBanner />
      <SettingsCard
        icon={<Gauge />}
        title={t('panel.protection.limits.title')}
        description={t('panel.protection.limits.description')}
      >
        {limits.isPending ? (
          <Spinner />
        ) : limits.isError ? (
          <PanelLoadError query={limits} />
        ) : (
          <LimitsForm limits={limits.data} />
        )}
      </SettingsCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <SettingsCard
          icon={<Coffee />}
          title={t('panel.protection.timeOut.title')}
          description={t('panel.protection.timeOut.description')}
        >
          <PauseChoices kind="timeOut" disabled={!limits.data || restrictedUntil(limits.data) !== null} />
        </SettingsCard>
        <SettingsCard
          icon={<Ban />}
          title={t('panel.protection.selfExclusion.title')}
          description={t('panel.protection.selfExclusion.description')}
        >
          <PauseChoices kind="selfExclusion" disabled={!limits.data || limits.data.selfExcludedUntil !== null} />
        </SettingsCard>
      </div>
      <SettingsCard
        icon={<Clock />}
        title={t('panel.protection.realityCheck.title')}
        description={t('panel.protection.realityCheck.description')}
      >
        <RealityCheckSetting />
      </SettingsCard>
    </div>
  );
}

function initialValues(limits: TLimitsResponse): Record<TLimitName, string> {
  return Object.fromEntries(LIMIT_NAMES.map((name) => [name, limits.limits[name] ?? ''])) as Record<TLimitName, string>;
}

function LimitsForm({ limits }: { limits: TLimitsResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const translate = useTranslateMessage();
  const updateLimits = useUpdateUserLimits();
  const [values, setValues] = useState(() => initialValues(limits));
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: TLimitsChange = {};
    for (const name of LIMIT_NAMES) {
      const typed = values[name].trim();
      const cents = typed === '' ? null : parseCents(typed);
      if (typed !== '' && (cents === null || cents <= 0)) {
        setError(t('panel.protection.limits.invalid', { limit: t(`panel.protection.limits.names.${name}`) }));
        return;
      }
      const current = limits.limits[name];
      if (cents === (current ? parseCents(current) : null)) continue;
      body[name] = cents === null ? null : formatCents(cents);
    }
    if (Object.keys(body).length === 0) {
      setError(t('panel.protection.limits.unchanged'));
      return;
    }
    setError(null);
    updateLimits.mutate(body, {
      onSuccess: (saved) => {
        setValues(initialValues(saved));
        toast({
          title: t('panel.protection.limits.savedTitle'),
          description:
            saved.pending.length > 0
              ? t('panel.protection.limits.savedPending')
              : t('panel.protection.limits.savedText'),
          variant: 'success',
        });
      },
      onError: (failure) => {
        if (isUnauthorized(failure)) return;
        setError(translate(errorMessage(failure, t('panel.protection.limits.errorText'))) ?? null);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LIMIT_NAMES.map((name) => {
          const current = limits.limits[name];
          const used = limits.used[name];
          const pending = limits.pending.find((entry) => entry.name === name);
          const id = `limit-${name}`;
          return (
            <li key={name} className="grid content-start gap-1.5 rounded-xl border border-border p-3">
              <Label htmlFor={id}>{t(`panel.protection.limits.names.${name}`)}</Label>
              <MoneyInputFrame>
                <Input
                  id={id}
                  name={name}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('panel.protection.limits.placeholder')}
                  className={MONEY_INPUT_PADDING}
                  aria-describedby={`${id}-status`}
                  value={values[name]}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
              </MoneyInputFrame>
              <div id={`${id}-status`} className="grid gap-0.5 text-xs text-muted-foreground">
                {current !== null && current !== undefined && used !== undefined ? (
                  <p>
                    {t('panel.protection.limits.used', {
                      used: formatMoney(used),
                      left: formatMoney(formatCents(Math.max(0, (parseCents(current) ?? 0) - (parseCents(used) ?? 0)))),
                    })}
                  </p>
                ) : (
                  <p>{t('panel.protection.limits.noLimit')}</p>
                )}
                {pending ? (
                  <p className="font-medium text-foreground">
                    {t(
                      pending.value === null
                        ? 'panel.protection.limits.pendingRemoval'
                        : 'panel.protection.limits.pending',
                      {
                        value: pending.value === null ? '' : formatMoney(pending.value),
                        when: formatDateTime(pending.effectiveAt, i18n.language, timeZone),
                      },
                    )}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('panel.protection.limits.rule')}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-fit" disabled={updateLimits.isPending}>
        {updateLimits.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
        {t('panel.protection.limits.save')}
      </Button>
    </form>
  );
}

function PauseChoices({ kind, disabled }: { kind: TPause['kind']; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const startPause = useStartPause();
  const showActionError = useActionErrorToast();
  const [chosen, setChosen] = useState<TPause | null>(null);
  const periods = kind === 'timeOut' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;

  const confirm = () => {
    if (!chosen) return;
    startPause.mutate(chosen, {
      onSuccess: ({ until }) => {
        setChosen(null);
        toast({
          title: t(`panel.protection.${kind}.startedTitle`),
          description: t('panel.protection.startedText', { until: formatDateTime(until, i18n.language, timeZone) }),
          variant: 'success',
        });
      },
      onError: (error) => showActionError(error, t(`panel.protection.${kind}.title`), t('panel.protection.errorText')),
    });
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {periods.map((period) => (
          <Button
            key={period}
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => setChosen({ kind, period } as TPause)}
          >
            {t(`panel.protection.periods.${period}`)}
          </Button>
        ))}
      </div>
      <AlertDialog open={chosen !== null} onOpenChange={(open) => (open ? undefined : setChosen(null))}>
        <AlertDialogContent>
          <AlertDialogTitle>
            {t(`panel.protection.${kind}.confirmTitle`, {
              period: chosen ? t(`panel.protection.periods.${chosen.period}`) : '',
            })}
          </AlertDialogTitle>
          <AlertDialogDescription asChild>
            <ul className="grid list-disc gap-1 pl-5">
              <li>
                {t('panel.protection.confirm.noBets', {
                  until: chosen ? formatDateTime(pauseEnd(chosen.period, new Date()), i18n.language, timeZone) : '',
                })}
              </li>
              <li>{t('panel.protection.confirm.signedOut')}</li>
              <li>{t('panel.protection.confirm.wallet')}</li>
              <li className="font-semibold text-foreground">{t('panel.protection.confirm.final')}</li>
            </ul>
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('panel.protection.confirm.cancel')}</AlertDialogCancel>
            <AlertDialogConfirm onClick={confirm} disabled={startPause.isPending}>
              {startPause.isPending ? <Spinner className="size-4" /> : null}
              {t(`panel.protection.${kind}.confirm`)}
            </AlertDialogConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function RealityCheckSetting() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const updateSettings = useUpdateUserSettings();
  const showActionError = useActionErrorToast();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <PanelLoadError query={settings} />;

  return (
    <div className="grid max-w-xs gap-1.5">
      <Label htmlFor="reality-check">{t('panel.protection.realityCheck.label')}</Label>
      <NativeSelect
        id="reality-check"
        value={settings.data.realityCheckMinutes === null ? '' : String(settings.data.realityCheckMinutes)}
        onChange={(event) =>
          updateSettings.mutate(
            { realityCheckMinutes: realityCheckChoice(event.target.value) },
            {
              onError: (error) =>
                showActionError(error, t('panel.protection.realityCheck.title'), t('panel.protection.errorText')),
            },
          )
        }
        options={REALITY_CHECK_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: t('panel.protection.realityCheck.every', { count: minutes }),
        }))}
      >
        <option value="">{t('panel.protection.realityCheck.off')}</option>
      </NativeSelect>
    </div>
  );
}

/** The select's value as the setting: one of the offered intervals, or none. */
function realityCheckChoice(value: string): (typeof REALITY_CHECK_MINUTES)[number] | null {
  return REALITY_CHECK_MINUTES.find((minutes) => String(minutes) === value) ?? null;
}
