import type { TOwnRaceResponse } from '@galope/contracts';
import { Ban, ClipboardCheck, Flag, Pencil, Plus, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminSection } from '@/components/admin-ui/admin-section';
import { QueryContent } from '@/components/admin-ui/query-content';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format/format-date';
import { useConfirmedAction } from '@/lib/forms/use-confirmed-action';
import { useNow } from '@/lib/hooks/use-now';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useOwnRaces } from '../api/get-own-races';
import { useScratchOwnRaceEntry } from '../api/scratch-own-race-entry';
import { CancelPendingDialog, type PendingTarget } from '../results/cancel-pending-dialog';
import { OwnRaceDialog } from './own-race-dialog';
import { RaceResultDialog, type ResultRace } from '../results/race-result-dialog';
import { ToteAccountingTable } from './tote-accounting-table';

type Scratch = { race: TOwnRaceResponse; entryId: number; horseName: string };

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  scheduled: 'soft',
  live: 'warning',
  result_pending: 'warning',
  finished: 'success',
  cancelled: 'muted',
};

/** "Carreras propias": the races staff created, their card, scratches, result, cancellation and tote accounting. */
export function OwnRacesTab() {
  const { t } = useTranslation();
  const races = useOwnRaces();
  const [editing, setEditing] = useState<{ race: TOwnRaceResponse | null } | null>(null);
  const [scratch, setScratch] = useState<Scratch | null>(null);
  const [result, setResult] = useState<ResultRace | null>(null);
  const [cancel, setCancel] = useState<PendingTarget | null>(null);

  return (
    <AdminSection
      id="own-races-title"
      title={t('admin.ownRaces.title')}
      description={t('admin.ownRaces.description')}
      action={
        <Button onClick={() => setEditing({ race: null })}>
          <Plus aria-hidden />
          {t('admin.ownRaces.new')}
        </Button>
      }
    >
      <QueryContent
        query={races}
        loading={
          <div className="grid gap-3" aria-busy="true" aria-label={t('admin.ownRaces.loading')}>
            <Skeleton className="h-32 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </div>
        }
        loadError={t('admin.ownRaces.loadError')}
        retryLabel={t('admin.retry')}
        isEmpty={(data) => data.races.length === 0}
        empty={
          <EmptyState
            icon={<Flag aria-hidden />}
            title={t('admin.ownRaces.empty')}
            description={t('admin.ownRaces.emptyText')}
          />
        }
      >
        {(data) => (
          <ul className="grid gap-4" aria-label={t('admin.ownRaces.listLabel')}>
            {data.races.map((race) => (
              <OwnRaceCard
                key={race.id}
                race={race}
                onEdit={() => setEditing({ race })}
                onScratch={(entryId, horseName) => setScratch({ race, entryId, horseName })}
                onResult={() =>
                  setResult({
                    id: race.id,
                    name: race.name,
                    entries: race.entries.map(({ id, horseName, number, scratched }) => ({
                      id,
                      horseName,
                      postPosition: number,
                      scratched,
                    })),
                  })
                }
                onCancel={() => setCancel({ kind: 'race', id: race.id, name: race.name })}
              />
            ))}
          </ul>
        )}
      </QueryContent>

      <OwnRaceDialog open={editing !== null} race={editing?.race ?? null} onClose={() => setEditing(null)} />
      <ScratchDialog target={scratch} onClose={() => setScratch(null)} />
      <RaceResultDialog race={result} onClose={() => setResult(null)} />
      <CancelPendingDialog target={cancel} onClose={() => setCancel(null)} />
    </AdminSection>
  );
}

function OwnRaceCard({
  race,
  onEdit,
  onScratch,
  onResult,
  onCancel,
}: {
  race: TOwnRaceResponse;
  onEdit: () => void;
  onScratch: (entryId: number, horseName: string) => void;
  onResult: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const now = useNow();
  const [accounting, setAccounting] = useState(false);
  const settled = race.status === 'finished' || race.status === 'cancelled';
  const beforeOff = !settled && new Date(race.scheduledTime).getTime() > now;
  const hasResult = race.entries.some((entry) => entry.finishPosition !== null);
  const place = [race.racetrack.name, race.racetrack.city, race.racetrack.country].filter(Boolean).join(' · ');
  const details = [
    race.distance === null ? null : t('admin.ownRaces.distance', { metres: race.distance }),
    race.surface,
  ].filter(Boolean);

  return (
    <li
      aria-label={race.name}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-bold [overflow-wrap:anywhere]">
            <a href={`/race/${race.id}`} className="hover:underline">
              {race.name}
            </a>
          </h3>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{place}</p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(race.scheduledTime, i18n.language, timeZone)}
            {details.length > 0 ? ` · ${details.join(' · ')}` : ''}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[race.status] ?? 'muted'}>
          {!settled && !beforeOff && !hasResult
            ? t('admin.ownRaces.status.awaitingResult')
            : t(`admin.ownRaces.status.${race.status}`, { defaultValue: race.status })}
        </Badge>
      </div>

      <ol className="grid gap-1.5 text-sm" aria-label={t('admin.ownRaces.runnersOf', { name: race.name })}>
        {race.entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-bold tabular-nums">
                {entry.number ?? ''}
              </span>
              <span className={entry.scratched ? 'truncate text-muted-foreground line-through' : 'truncate'}>
                {entry.horseName}
              </span>
              {entry.jockeyName ? (
                <span className="hidden truncate text-xs text-muted-foreground sm:inline">{entry.jockeyName}</span>
              ) : null}
              {entry.finishPosition !== null ? (
                <Badge variant="success">{t('admin.ownRaces.position', { position: entry.finishPosition })}</Badge>
              ) : null}
            </span>
            {entry.scratched ? (
              <span className="shrink-0 text-xs text-muted-foreground">{t('admin.ownRaces.scratched')}</span>
            ) : beforeOff ? (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                aria-label={t('admin.ownRaces.scratchRunner', { horse: entry.horseName })}
                onClick={() => onScratch(entry.id, entry.horseName)}
              >
                <UserX aria-hidden />
                <span className="hidden sm:inline">{t('admin.ownRaces.scratch')}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-2">
        {beforeOff ? (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            {t('admin.ownRaces.edit')}
          </Button>
        ) : null}
        {!settled && !beforeOff && !hasResult ? (
          <Button size="sm" onClick={onResult}>
            <ClipboardCheck aria-hidden />
            {t('admin.results.enter')}
          </Button>
        ) : null}
        {!settled ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            <Ban aria-hidden />
            {t('admin.ownRaces.cancel')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-expanded={accounting} onClick={() => setAccounting((open) => !open)}>
          {accounting ? t('admin.ownRaces.hideAccounting') : t('admin.ownRaces.showAccounting')}
        </Button>
      </div>
      {accounting ? <ToteAccountingTable raceId={race.id} raceName={race.name} /> : null}
    </li>
  );
}

/** Confirms a scratch: the runner's bets and tote combinations are refunded, which cannot be undone. */
function ScratchDialog({ target, onClose }: { target: Scratch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const scratch = useScratchOwnRaceEntry();
  const confirmation = useConfirmedAction({
    target,
    mutation: scratch,
    variables: ({ race, entryId }) => ({ raceId: race.id, entryId }),
    success: (_, { horseName }) => ({
      title: t('admin.ownRaces.scratchDialog.doneTitle'),
      description: t('admin.ownRaces.scratchDialog.doneText', { horse: horseName }),
    }),
    failure: { title: t('admin.toast.errorTitle'), text: t('admin.ownRaces.scratchDialog.error') },
    onClose,
    closeOnError: true,
  });
  return (
    <ConfirmDialog
      {...confirmation}
      badge={UserX}
      icon={<UserX aria-hidden />}
      title={t('admin.ownRaces.scratchDialog.title', { horse: target?.horseName ?? '' })}
      description={t('admin.ownRaces.scratchDialog.description', { name: target?.race.name ?? '' })}
      cancelLabel={t('admin.ownRaces.scratchDialog.keep')}
      confirmLabel={t('admin.ownRaces.scratchDialog.confirm')}
    />
  );
}
