import { type TPendingRace, ZEnterRaceResultRequestSchema } from '@galope/contracts';
import { ClipboardCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemFormDialog } from '@/components/admin-ui/item-form-dialog';
import { FieldError } from '@/components/ui/field-error';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useEnterRaceResult } from '../api/enter-race-result';
import { SettleConfirmStep, useSettleCallbacks } from './settle-confirm-step';

/** What the dialog needs of a race: a pending one, or an own race past its off (its `number` as the post position). */
export type ResultRace = Pick<TPendingRace, 'id' | 'name' | 'entries'>;

/**
 * "Ingresar resultado" for a race: a finishing position per runner (two sharing one for a dead heat),
 * then a confirmation before the bets and tote tickets settle.
 */
export function RaceResultDialog({ race, onClose }: { race: ResultRace | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ItemFormDialog
      item={race}
      onClose={onClose}
      icon={ClipboardCheck}
      title={t('admin.results.raceDialog.title', { name: race?.name ?? '' })}
      description={t('admin.results.raceDialog.description')}
    >
      {(item) => <RaceResultForm race={item} onDone={onClose} />}
    </ItemFormDialog>
  );
}

function RaceResultForm({ race, onDone }: { race: ResultRace; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const enter = useEnterRaceResult();
  const callbacks = useSettleCallbacks(onDone);
  const runners = race.entries.filter((entry) => !entry.scratched);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [error, setError] = useState<string>();
  const [reviewing, setReviewing] = useState(false);

  const positions = runners
    .filter((entry) => chosen[entry.id])
    .map((entry) => ({ entryId: entry.id, position: Number(chosen[entry.id]) }))
    .sort((a, b) => a.position - b.position);
  const horseName = (entryId: number) => race.entries.find((entry) => entry.id === entryId)?.horseName ?? '';

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEnterRaceResultRequestSchema.safeParse({ positions });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setReviewing(true);
  };

  const confirm = () => enter.mutate({ raceId: race.id, positions }, callbacks);

  if (reviewing) {
    return (
      <SettleConfirmStep
        title={t('admin.results.raceDialog.confirmTitle')}
        text={t('admin.results.raceDialog.confirmText')}
        pending={enter.isPending}
        onBack={() => setReviewing(false)}
        onConfirm={confirm}
      >
        <ol className="grid gap-1 text-sm" aria-label={t('admin.results.raceDialog.confirmTitle')}>
          {positions.map(({ entryId, position }) => (
            <li key={entryId} className="flex gap-3">
              <span className="w-6 text-right font-bold tabular-nums">{position}.</span>
              <span>{horseName(entryId)}</span>
            </li>
          ))}
        </ol>
      </SettleConfirmStep>
    );
  }

  return (
    <form onSubmit={review} noValidate className="mt-5 grid gap-4">
      <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
        {race.entries.map((entry) => {
          const label = t('admin.results.raceDialog.position', { horse: entry.horseName });
          return (
            <li key={entry.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                  {entry.postPosition ?? ''}
                </span>
                <span className={entry.scratched ? 'truncate text-muted-foreground line-through' : 'truncate'}>
                  {entry.horseName}
                </span>
              </span>
              {entry.scratched ? (
                <span className="text-xs text-muted-foreground">{t('admin.results.raceDialog.scratched')}</span>
              ) : (
                <NativeSelect
                  className="w-32 shrink-0"
                  aria-label={label}
                  value={chosen[entry.id] ?? ''}
                  onChange={(change) => setChosen((current) => ({ ...current, [entry.id]: change.target.value }))}
                  options={runners.map((_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
                >
                  <option value="">{t('admin.results.raceDialog.unplaced')}</option>
                </NativeSelect>
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id="race-result-error" message={error} />
      <AdminFormActions onCancel={onDone} submitLabel={t('admin.results.raceDialog.review')} />
    </form>
  );
}
