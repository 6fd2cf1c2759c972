import { type TPendingSportEvent, ZEnterSportResultRequestSchema } from '@galope/contracts';
import { ClipboardCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemFormDialog } from '@/components/admin-ui/item-form-dialog';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useEnterSportResult } from '../api/enter-sport-result';
import { SettleConfirmStep, useSettleCallbacks } from './settle-confirm-step';

/** "Ingresar resultado" for an event: the final score, then a confirmation before the bets settle. */
export function SportResultDialog({ event, onClose }: { event: TPendingSportEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ItemFormDialog
      item={event}
      onClose={onClose}
      icon={ClipboardCheck}
      title={t('admin.results.eventDialog.title', { home: event?.homeTeam ?? '', away: event?.awayTeam ?? '' })}
      description={t('admin.results.eventDialog.description')}
    >
      {(item) => <SportResultForm event={item} onDone={onClose} />}
    </ItemFormDialog>
  );
}

function SportResultForm({ event, onDone }: { event: TPendingSportEvent; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const enter = useEnterSportResult();
  const callbacks = useSettleCallbacks(onDone);
  const [home, setHome] = useState(event.homeScore === null ? '' : String(event.homeScore));
  const [away, setAway] = useState(event.awayScore === null ? '' : String(event.awayScore));
  const [error, setError] = useState<string>();
  const [score, setScore] = useState<{ homeScore: number; awayScore: number }>();

  const review = (submit: FormEvent) => {
    submit.preventDefault();
    const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
    const parsed = ZEnterSportResultRequestSchema.safeParse({ homeScore: asNumber(home), awayScore: asNumber(away) });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setScore(parsed.data);
  };

  const confirm = () => (score ? enter.mutate({ eventId: event.id, ...score }, callbacks) : undefined);

  if (score) {
    return (
      <SettleConfirmStep
        title={t('admin.results.eventDialog.confirmTitle', { home: score.homeScore, away: score.awayScore })}
        text={t('admin.results.eventDialog.confirmText')}
        pending={enter.isPending}
        onBack={() => setScore(undefined)}
        onConfirm={confirm}
      />
    );
  }

  return (
    <form onSubmit={review} noValidate className="mt-5 grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        {[
          { side: 'home', team: event.homeTeam, value: home, set: setHome },
          { side: 'away', team: event.awayTeam, value: away, set: setAway },
        ].map(({ side, team, value, set }) => (
          <FormField key={side} id={`sport-result-${side}`} label={team}>
            <Input
              id={`sport-result-${side}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              value={value}
              onChange={(change) => set(change.target.value)}
            />
          </FormField>
        ))}
      </div>
      <FieldError id="sport-result-error" message={error} />
      <AdminFormActions onCancel={onDone} submitLabel={t('admin.results.eventDialog.review')} />
    </form>
  );
}
