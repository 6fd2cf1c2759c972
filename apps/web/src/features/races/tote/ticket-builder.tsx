import {
  formatCents,
  parseCents,
  TOTE_POOL_POSITIONS,
  type TRacePoolsResponse,
  type TRaceEntryResponse,
  type TToteTicketPool,
} from '@galope/contracts';
import { Check, Ticket, TicketPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { useBetSlip } from '@/features/bet-slip';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { newIdempotencyKey } from '@/lib/api/new-idempotency-key';
import { cn } from '@/lib/format/cn';
import { formatMoney } from '@/lib/format/format-money';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';

import { ProgramNumber } from '../components/program-number';
import { countCombinations, offersBox, singleList, type TicketKind } from './tote-combinations';
import { usePlaceToteTicket } from './use-place-tote-ticket';

type Pool = TRacePoolsResponse['pools'][number];

/** The runners a position is picked from: this race's, or the next race's for the daily double's second leg. */
type Field = TRaceEntryResponse[];

const KINDS: TicketKind[] = ['straight', 'box', 'key', 'wheel'];

/**
 * Builds a tote ticket: the pool, how it is built, runners by program number per position and the
 * stake per combination; the combinations and the cost show before the confirmation (docs/rules/tote.md).
 * The ticket is placed here after a confirmation, or goes into the bet slip beside fixed-odds bets.
 */
export function TicketBuilder({
  raceId,
  raceName,
  pools,
  field,
  nextField,
}: {
  raceId: number;
  /** The race as the slip names it ("Palermo · Gran Premio"). */
  raceName: string;
  pools: Pool[];
  field: Field;
  /** The next race's runners (daily double leg 2); undefined while they load. */
  nextField: Field | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const [poolName, setPoolName] = useState<TToteTicketPool>(
    pools.find((pool) => pool.pool === 'exacta')?.pool ?? 'win',
  );
  const [kind, setKind] = useState<TicketKind>('straight');
  const [picks, setPicks] = useState<number[][]>([]);
  const [stakeText, setStakeText] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Told after "Añadir al boleto" empties the builder, until the next pick.
  const [added, setAdded] = useState(false);
  const slip = useBetSlip();
  const idempotencyKey = useRef(newIdempotencyKey());
  const place = usePlaceToteTicket(() => {
    setConfirming(false);
    setPicks([]);
  });

  const pool = pools.find((candidate) => candidate.pool === poolName) ?? pools[0];
  if (!pool) return null;
  const oneList = singleList(pool.pool);
  const box = kind === 'box' && offersBox(pool.pool) && !oneList;
  const effectiveKind: TicketKind = oneList ? 'straight' : box ? 'box' : kind === 'box' ? 'straight' : kind;
  const listCount = oneList || box ? 1 : TOTE_POOL_POSITIONS[pool.pool];
  const lists = Array.from({ length: listCount }, (_, index) => picks[index] ?? []);
  const combinations = countCombinations(pool.pool, lists, box);
  const stake = stakeText ?? pool.minimumStake;
  const stakeCents = parseCents(stake);
  const minimumCents = parseCents(pool.minimumStake) ?? 0;
  const stakeError =
    stakeCents === null || stakeCents < minimumCents
      ? t('tote.builder.stakeMinimum', { amount: formatMoney(pool.minimumStake) })
      : undefined;
  const cost = stakeCents === null ? null : formatCents(stakeCents * combinations);
  const open = pool.status === 'open';
  const ready = open && combinations > 0 && stakeError === undefined;
  const legField = (position: number) => (pool.pool === 'daily_double' && position === 1 ? nextField : field);
  const runnersOf = (position: number) => (legField(position) ?? []).filter((entry) => !entry.scratched);

  function choosePool(next: TToteTicketPool) {
    setAdded(false);
    setPoolName(next);
    setPicks([]);
    setStakeText(null);
    if (!offersBox(next) && kind === 'box') setKind('straight');
  }

  function chooseKind(next: TicketKind) {
    setAdded(false);
    setKind(next);
    setPicks([]);
  }

  /** One runner per position for a straight ticket and for the key's first position; several otherwise. */
  const onlyOne = (position: number) =>
    pool.pool !== 'win' && pool.pool !== 'place' && pool.pool !== 'show' && !oneList && !box
      ? effectiveKind === 'straight' || (effectiveKind === 'key' && position === 0)
      : false;

  function toggle(position: number, entryId: number) {
    setAdded(false);
    setPicks((current) => {
      const next = Array.from({ length: listCount }, (_, index) => [...(current[index] ?? [])]);
      const list = next[position]!;
      if (list.includes(entryId)) next[position] = list.filter((item) => item !== entryId);
      else next[position] = onlyOne(position) ? [entryId] : [...list, entryId];
      return next;
    });
  }

  function selectAll(position: number) {
    setAdded(false);
    setPicks((current) => {
      const next = Array.from({ length: listCount }, (_, index) => [...(current[index] ?? [])]);
      next[position] = runnersOf(position).map((entry) => entry.id);
      return next;
    });
  }

  function openConfirm() {
    if (!user) {
      prompt.open({ mode: 'login' });
      return;
    }
    idempotencyKey.current = newIdempotencyKey();
    setConfirming(true);
  }

  /** Puts the ticket in the slip, named by program numbers and horses, and empties the builder. */
  function addToSlip() {
    if (!user) {
      prompt.open({ mode: 'login' });
      return;
    }
    const runners = lists.flatMap((list, position) =>
      list.flatMap((entryId) => {
        const entry = runnersOf(position).find((runner) => runner.id === entryId);
        return entry ? [{ entryId, number: entry.number, name: entry.horse.name }] : [];
      }),
    );
    slip.addTote({
      type: 'tote',
      raceId,
      race: raceName,
      pool: pool!.pool,
      kind: oneList ? null : effectiveKind,
      selections: lists,
      box,
      runners,
      combinations,
      unitStake: formatCents(stakeCents ?? 0),
      minimumStake: pool!.minimumStake,
    });
    setPicks([]);
    setStakeText(null);
    setAdded(true);
  }

  function confirm() {
    place.mutate({
      idempotencyKey: idempotencyKey.current,
      body: {
        raceId,
        pool: pool!.pool,
        selections: lists,
        unitStake: formatCents(stakeCents ?? 0),
        ...(box ? { box: true } : {}),
      },
    });
  }

  const positionLabel = (position: number) => {
    if (oneList || box) return t('tote.builder.runners');
    if (pool.pool === 'daily_double') return t('tote.builder.leg', { leg: position + 1 });
    return t('tote.builder.position', { position: position + 1 });
  };

  return (
    <form
      className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) openConfirm();
      }}
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-extrabold">
        <Ticket className="size-4 text-brand" aria-hidden />
        {t('tote.builder.title')}
      </h3>
      <div className="grid grid-cols-1 gap-3">
        <div className="grid gap-1.5 sm:max-w-60">
          <Label htmlFor={`${id}-pool`}>{t('tote.builder.pool')}</Label>
          <NativeSelect
            id={`${id}-pool`}
            value={pool.pool}
            onChange={(event) => choosePool(event.target.value as TToteTicketPool)}
            options={pools.map((candidate) => ({ value: candidate.pool, label: t(`tote.pools.${candidate.pool}`) }))}
          />
        </div>
        {oneList ? null : (
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id={`${id}-kind`}>
              {t('tote.builder.kind')}
            </span>
            <SegmentedControl
              value={effectiveKind}
              onValueChange={chooseKind}
              ariaLabel={t('tote.builder.kind')}
              className="grid-flow-row grid-cols-2 sm:grid-cols-4"
              options={KINDS.filter((option) => option !== 'box' || offersBox(pool.pool)).map((option) => ({
                value: option,
                label: t(`tote.kinds.${option}`),
              }))}
            />
          </div>
        )}
      </div>
      {open ? (
        <p className="text-xs text-muted-foreground">{t(`tote.kindHints.${oneList ? pool.pool : effectiveKind}`)}</p>
      ) : (
        <p role="status" className="rounded-xl bg-warning/15 px-3 py-2 text-sm font-semibold text-warning">
          {t(`tote.closedReason.${pool.status}`)}
        </p>
      )}
      <fieldset disabled={!open} className="grid grid-cols-1 gap-3 disabled:opacity-60">
        {lists.map((list, position) => {
          const runners = runnersOf(position);
          return (
            <div key={position} className="grid gap-1.5" role="group" aria-label={positionLabel(position)}>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{positionLabel(position)}</span>
                {effectiveKind === 'wheel' || pool.pool === 'daily_double' ? (
                  <Button type="button" size="sm" variant="ghost" onClick={() => selectAll(position)}>
                    {t('tote.builder.all')}
                  </Button>
                ) : null}
              </div>
              {legField(position) === undefined ? (
                <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
              ) : (
                <div className="flex flex-wrap gap-1.5">
                  {runners.map((entry) => {
                    const checked = list.includes(entry.id);
                    return (
                      <button
                        key={entry.id}
                        type="button"
                        role="checkbox"
                        aria-checked={checked}
                        aria-label={`${entry.number ?? ''} ${entry.horse.name}`.trim()}
                        title={entry.horse.name}
                        onClick={() => toggle(position, entry.id)}
                        className={cn(
                          'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-2 text-sm font-black tabular-nums transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                          checked
                            ? 'border-primary bg-primary text-primary-foreground'
                            : 'border-border bg-background text-foreground hover:bg-primary-soft',
                        )}
                      >
                        {checked ? <Check className="size-3.5" aria-hidden /> : null}
                        {entry.number ?? '–'}
                      </button>
                    );
                  })}
                </div>
              )}
              {list.length > 0 ? (
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {runners
                    .filter((entry) => list.includes(entry.id))
                    .map((entry) => (
                      <span key={entry.id} className="inline-flex items-center gap-1">
                        <ProgramNumber number={entry.number} />
                        {entry.horse.name}
                      </span>
                    ))}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="grid gap-1.5 sm:max-w-60">
          <Label htmlFor={`${id}-stake`}>{t('tote.builder.unitStake')}</Label>
          <Input
            id={`${id}-stake`}
            inputMode="decimal"
            value={stake}
            onChange={(event) => setStakeText(event.target.value)}
            aria-invalid={stakeError !== undefined}
            aria-describedby={`${id}-stake-hint`}
          />
          <p
            id={`${id}-stake-hint`}
            className={cn('text-xs', stakeError ? 'text-destructive' : 'text-muted-foreground')}
          >
            {stakeError ?? t('tote.builder.minimum', { amount: formatMoney(pool.minimumStake) })}
          </p>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2.5">
        <p className="text-sm" aria-live="polite">
          {t('tote.builder.summary', {
            count: combinations,
            stake: formatMoney(stakeCents === null ? 0 : formatCents(stakeCents)),
            cost: formatMoney(cost ?? '0.00'),
          })}
        </p>
        <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto">
          <Button type="button" variant="outline" disabled={!ready} onClick={addToSlip}>
            <TicketPlus aria-hidden />
            {t('tote.builder.addToSlip')}
          </Button>
          <Button type="submit" disabled={!ready}>
            {t('tote.builder.place', { cost: formatMoney(cost ?? '0.00') })}
          </Button>
        </div>
      </div>
      <p role="status" className={cn('text-sm font-semibold text-success', !added && 'sr-only')}>
        {added ? t('tote.builder.added') : ''}
      </p>
      <AlertDialog open={confirming} onOpenChange={(next) => (next ? undefined : setConfirming(false))}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('tote.confirm.title')}</AlertDialogTitle>
          <ul className="grid gap-1 text-sm">
            {lists.map((list, position) => (
              <li key={position} className="flex flex-wrap items-center gap-1.5">
                <span className="font-semibold">{positionLabel(position)}:</span>
                {list.map((entryId) => {
                  const entry = runnersOf(position).find((runner) => runner.id === entryId);
                  return (
                    <span key={entryId} className="inline-flex items-center gap-1">
                      <ProgramNumber number={entry?.number ?? null} />
                      <span className="text-muted-foreground">{entry?.horse.name}</span>
                    </span>
                  );
                })}
              </li>
            ))}
          </ul>
          <AlertDialogDescription>
            {t('tote.confirm.text', {
              pool: t(`tote.pools.${pool.pool}`),
              kind: t(`tote.kinds.${effectiveKind}`),
              count: combinations,
              stake: formatMoney(formatCents(stakeCents ?? 0)),
              cost: formatMoney(cost ?? '0.00'),
            })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('tote.confirm.cancel')}</AlertDialogCancel>
            <Button type="button" onClick={confirm} disabled={place.isPending}>
              {place.isPending ? <Spinner className="size-4" /> : <Ticket aria-hidden />}
              {t('tote.confirm.action', { cost: formatMoney(cost ?? '0.00') })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
