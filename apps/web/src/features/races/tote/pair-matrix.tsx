import type { TToteProbable } from '@galope/contracts';
import { Star } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';

import { ProgramNumber } from '../components/program-number';
import { buildPairMatrix, type MatrixRunner, type MatrixRunnerInput, type PairPool } from './build-pair-matrix';

/**
 * One pair pool's will-pays as a table: rows the first runner, columns the second, each cell what the
 * pair pays per 1.00 now. On a phone the grid scrolls inside its own box with the first column held.
 */
export function PairMatrix({
  pool,
  probables,
  field,
  nextField,
}: {
  pool: PairPool;
  probables: readonly TToteProbable[];
  field: readonly MatrixRunnerInput[];
  nextField?: readonly MatrixRunnerInput[];
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const axesId = useId();
  // A socket frame replaces the pool's probables at most once a second; a field of 20 is 400 cells.
  const matrix = useMemo(
    () => buildPairMatrix({ pool, probables, field, ...(nextField ? { nextField } : {}) }),
    [pool, probables, field, nextField],
  );
  const hasFavourite = matrix.cells.some((cells) => cells.some((cell) => cell.favourite));

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <p id={axesId} className="text-xs text-muted-foreground">
        {t(`tote.matrix.axes.${pool}`)}
        {hasFavourite ? ` ${t('tote.matrix.favouriteLegend')}` : null}
      </p>
      <div
        className="relative max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
        // Focusable so the keyboard can scroll a grid wider than the phone; positioned so the cells'
        // screen-reader texts (absolute) are clipped by it instead of widening the page.
        tabIndex={0}
        role="group"
        aria-labelledby={captionId}
        aria-describedby={axesId}
      >
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption id={captionId} className="sr-only">
            {t('tote.matrix.caption', { pool: t(`tote.pools.${pool}`) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 border-b border-border bg-muted px-2 py-1.5">
                <span className="sr-only">{t('tote.matrix.corner')}</span>
              </th>
              {matrix.columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn('min-w-14 border-b border-border bg-muted px-1.5 py-1.5 text-center font-semibold')}
                >
                  <RunnerLabel runner={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row, rowIndex) => (
              <tr key={row.id}>
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 border-r border-border bg-card px-2 py-1.5 text-left font-semibold',
                    rowIndex > 0 && 'border-t',
                  )}
                >
                  <span className="flex items-center gap-1.5">
                    <RunnerLabel runner={row} />
                    {row.number === null ? null : (
                      <span
                        className={cn(
                          'hidden max-w-36 truncate text-xs sm:inline',
                          row.scratched && 'text-muted-foreground line-through',
                        )}
                        aria-hidden
                      >
                        {row.name}
                      </span>
                    )}
                  </span>
                </th>
                {matrix.cells[rowIndex]!.map((cell, columnIndex) => (
                  <td
                    key={matrix.columns[columnIndex]!.id}
                    className={cn(
                      'border-border px-1.5 py-1.5 text-center font-mono whitespace-nowrap tabular-nums',
                      rowIndex > 0 && 'border-t',
                      cell.same && 'bg-muted/60',
                      cell.probable === null && !cell.same && 'text-muted-foreground',
                      cell.scratched && cell.probable !== null && 'text-muted-foreground line-through',
                      cell.favourite && 'bg-primary-soft font-black text-brand',
                    )}
                  >
                    {cell.same ? null : cell.favourite ? (
                      <span className="inline-flex items-center gap-0.5">
                        <Star className="size-3 fill-current" aria-hidden />
                        {cell.probable}
                        <span className="sr-only"> ({t('tote.matrix.favourite')})</span>
                      </span>
                    ) : (
                      (cell.probable ?? '—')
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A runner's program number, its name said to screen readers (and a scratch), or the name when it has none. */
function RunnerLabel({ runner }: { runner: MatrixRunner }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center" title={runner.name}>
      {runner.number === null ? (
        <span className={cn('max-w-16 truncate text-xs', runner.scratched && 'line-through')} aria-hidden>
          {runner.name}
        </span>
      ) : (
        <ProgramNumber
          number={runner.number}
          className={runner.scratched ? 'bg-muted-foreground line-through' : undefined}
        />
      )}
      <span className="sr-only">
        {` ${runner.name}`}
        {runner.scratched ? ` (${t('tote.matrix.scratched')})` : null}
      </span>
    </span>
  );
}
