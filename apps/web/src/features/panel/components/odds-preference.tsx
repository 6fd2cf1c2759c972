import {
  ODDS_CHANGE_POLICIES,
  ODDS_FORMATS,
  type TOddsChangePolicy,
  type TOddsFormat,
  type TUpdateUserSettingsRequest,
} from '@galope/contracts';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { cn } from '@/lib/format/cn';
import { formatOdds } from '@/lib/format/format-odds';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

import { PanelLoadError } from './panel-load-error';
import { useUpdateUserSettings } from '../api/update-user-settings';

/** 3.50 in each format, beside the format's name. */
const EXAMPLE_ODDS = '3.50';

type Field = 'oddsChangePolicy' | 'oddsFormat';
type Choice = { oddsChangePolicy: TOddsChangePolicy; oddsFormat: TOddsFormat };

const OPTIONS: { [F in Field]: readonly Choice[F][] } = {
  oddsChangePolicy: ODDS_CHANGE_POLICIES,
  oddsFormat: ODDS_FORMATS,
};

/** The radios' element ids start with these (each label points at its radio). */
const ID_PREFIXES: Record<Field, string> = {
  oddsChangePolicy: 'settings-odds-change-policy',
  oddsFormat: 'settings-odds-format',
};

/**
 * One of the two odds settings as a radio group (arrow keys move and choose, as radios do): what to
 * do when the price moves while a bet is confirmed, and how odds are written. Saved at once.
 */
export function OddsPreference({ field, label }: { field: Field; label: string }) {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const updateSettings = useUpdateUserSettings();
  const showActionError = useActionErrorToast();
  const idPrefix = ID_PREFIXES[field];

  if (settings.isPending) {
    return (
      <div className="grid gap-2">
        {OPTIONS[field].map((option) => (
          <Skeleton key={option} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return <PanelLoadError query={settings} />;
  }

  const current: string = settings.data[field];
  const choose = (value: string) => {
    if (value === current) return;
    const patch = { [field]: value } as TUpdateUserSettingsRequest;
    updateSettings.mutate(patch, {
      onSuccess: () =>
        toast({
          title: t('panel.settings.updatedTitle'),
          description: t('panel.settings.odds.updatedText'),
          variant: 'success',
        }),
      onError: (error) =>
        showActionError(error, t('panel.settings.odds.errorTitle'), t('panel.settings.odds.errorText')),
    });
  };

  return (
    <RadioGroup.Root value={current} onValueChange={choose} aria-label={label} className="grid gap-2">
      {OPTIONS[field].map((option) => {
        const id = `${idPrefix}-${option}`;
        const checked = current === option;
        return (
          <label
            key={option}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
            )}
          >
            <RadioGroup.Item
              id={id}
              value={option}
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border-2 outline-none',
                checked ? 'border-primary' : 'border-muted-foreground/50',
              )}
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadioGroup.Item>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className={cn('text-sm font-semibold', checked && 'text-brand')}>
                {t(`panel.settings.odds.${field === 'oddsFormat' ? 'format' : 'changePolicy'}.${option}`)}
              </span>
              {field === 'oddsChangePolicy' ? (
                <span className="text-xs text-muted-foreground">
                  {t(`panel.settings.odds.changePolicy.${option}Hint`)}
                </span>
              ) : null}
            </span>
            {field === 'oddsFormat' ? (
              <span className="rounded-md bg-muted px-2 py-0.5 font-mono text-sm font-bold tabular-nums">
                {formatOdds(EXAMPLE_ODDS, option as TOddsFormat)}
              </span>
            ) : null}
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
