import { toFractionalOdds, type TRaceEntryResponse, type TRaceResponse } from '@galope/contracts';

import { OddsValue } from '@/components/odds-value';
import { cn } from '@/lib/format/cn';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { NoOddsYet } from '../components/no-odds-yet';
import { PositionBadge } from '../components/position-badge';
import { entryOdds, sortedEntries } from '../race-runners';
import { AmountInput, BET_TYPES, type RowBets, RowMessages, RowSubmit } from './entry-bet-controls';

/** A runner with no price yet is shown, not offered: there is nothing to bet at. */
function isPriceless(entry: TRaceEntryResponse): boolean {
  return entryOdds(entry) === null;
}

function OddsCell({ entry }: { entry: TRaceEntryResponse }) {
  const { t } = useLightTranslation();
  if (isPriceless(entry)) return <NoOddsYet />;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <OddsValue odds={entryOdds(entry)} className="px-0 text-sm" />
      {entry.morningLineOdds ? (
        <span className="text-[11px] text-muted-foreground">
          {t('racePage.ml', { odds: toFractionalOdds(entry.morningLineOdds) })}
        </span>
      ) : null}
    </span>
  );
}

function RaceClosedNote({ race }: { race: TRaceResponse }) {
  const { t } = useLightTranslation();
  if (race.status === 'scheduled') return null;
  return <p className="border-t border-border p-4 text-xs text-muted-foreground">{t('betting.closed')}</p>;
}

function ScratchedBadge() {
  const { t } = useLightTranslation();
  return (
    <span className="inline-flex rounded-full bg-destructive/15 px-2 py-0.5 text-[11px] font-bold text-destructive">
      {t('race.scratched')}
    </span>
  );
}

type EntriesProps = { race: TRaceResponse; bets: RowBets };

/** At 1280 px: the chosen race's runners in a table, an amount per bet type and an 'Apostar' a row. */
export function EntriesTable({ race, bets }: EntriesProps) {
  const { t } = useLightTranslation();
  const entries = sortedEntries(race);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-[11px] font-bold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-14 px-4 py-2 text-left">
                {t('betting.columns.post')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {t('betting.columns.horse')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {t('betting.columns.odds')}
              </th>
              {BET_TYPES.map((type) => (
                <th key={type} scope="col" className="w-28 px-2 py-2 text-right">
                  {t(`betting.columns.${type}`)}
                </th>
              ))}
              <th scope="col" className="w-28 px-2 py-2 pr-4 text-right">
                <span className="sr-only">{t('betting.columns.action')}</span>
              </th>
            </tr>
          </thead>
          {entries.map((entry) => (
            <tbody
              key={entry.id}
              className={cn('border-t border-border', entry.scratched && 'bg-muted/40')}
              data-entry-id={entry.id}
              data-scratched={entry.scratched || undefined}
            >
              <tr>
                <td className="px-4 py-2.5 align-top">
                  <PositionBadge finishPosition={null} postPosition={entry.postPosition} />
                </td>
                <td className="px-2 py-2.5 align-top">
                  <p className={cn('font-bold', entry.scratched && 'text-muted-foreground line-through')}>
                    {entry.horse.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{entry.jockey.name ?? t('betting.noJockey')}</p>
                </td>
                <td className="px-2 py-2.5 align-top">
                  {entry.scratched ? <ScratchedBadge /> : <OddsCell entry={entry} />}
                </td>
                {entry.scratched || isPriceless(entry) ? (
                  <td colSpan={4} className="px-4 py-2.5 text-right text-xs text-muted-foreground">
                    —
                  </td>
                ) : (
                  <>
                    {BET_TYPES.map((type) => (
                      <td key={type} className="px-2 py-2.5 align-top">
                        <AmountInput race={race} entry={entry} type={type} bets={bets} />
                      </td>
                    ))}
                    <td className="px-2 py-2.5 pr-4 text-right align-top">
                      <RowSubmit race={race} entry={entry} bets={bets} className="h-9 w-full" />
                    </td>
                  </>
                )}
              </tr>
              {entry.scratched || isPriceless(entry) ? null : <RowMessages entry={entry} bets={bets} inTable />}
            </tbody>
          ))}
        </table>
      </div>
      <RaceClosedNote race={race} />
    </>
  );
}

/** At 375 px: the same, a card per runner. */
export function EntryCards({ race, bets }: EntriesProps) {
  const { t } = useLightTranslation();
  return (
    <>
      <ul className="divide-y divide-border">
        {sortedEntries(race).map((entry) => (
          <li
            key={entry.id}
            className={cn('grid grid-cols-1 gap-2.5 px-4 py-3', entry.scratched && 'bg-muted/40')}
            data-entry-id={entry.id}
            data-scratched={entry.scratched || undefined}
          >
            <div className="flex items-center gap-3">
              <PositionBadge finishPosition={null} postPosition={entry.postPosition} />
              <div className="min-w-0 flex-1">
                <p className={cn('truncate font-bold', entry.scratched && 'text-muted-foreground line-through')}>
                  {entry.horse.name}
                </p>
                <p className="truncate text-xs text-muted-foreground">{entry.jockey.name ?? t('betting.noJockey')}</p>
              </div>
              {entry.scratched ? <ScratchedBadge /> : <OddsCell entry={entry} />}
            </div>
            {entry.scratched || isPriceless(entry) ? null : (
              <>
                <div className="grid grid-cols-3 gap-2">
                  {BET_TYPES.map((type) => (
                    <label key={type} className="grid grid-cols-1 gap-1">
                      <span className="text-[11px] font-bold tracking-wide text-muted-foreground">
                        {t(`betting.columns.${type}`)}
                      </span>
                      <AmountInput race={race} entry={entry} type={type} bets={bets} />
                    </label>
                  ))}
                </div>
                <RowMessages entry={entry} bets={bets} />
                <RowSubmit race={race} entry={entry} bets={bets} className="w-full" />
              </>
            )}
          </li>
        ))}
      </ul>
      <RaceClosedNote race={race} />
    </>
  );
}
