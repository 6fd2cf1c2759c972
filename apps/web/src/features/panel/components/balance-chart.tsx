import { formatUsd } from '@galope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import type { BalancePoint } from '../balance-points';

const WIDTH = 1000;
const HEIGHT = 300;

function shortDate(value: string, language: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-MX', {
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(date);
}

/**
 * The balance after each movement as an SVG line over a soft area. One step per movement (not
 * to time scale): a busy evening and a quiet week read the same. Screen readers get a summary
 * (role="img") and the numbers in a visually hidden table.
 */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const gradientId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) {
    return (
      <p className="rounded-xl bg-muted px-4 py-10 text-center text-sm text-muted-foreground">
        {t('panel.wallet.chartEmpty')}
      </p>
    );
  }

  const values = points.map((point) => point.cents);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Room above and below the line; a flat balance sits in the middle.
  const pad = max === min ? Math.max(100, Math.abs(max) * 0.1) : (max - min) * 0.12;
  const low = min - pad;
  const high = max + pad;
  const x = (index: number) => (index / (points.length - 1)) * WIDTH;
  const y = (cents: number) => HEIGHT - ((cents - low) / (high - low)) * HEIGHT;

  const line = points.map(
    (point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.cents).toFixed(1)}`,
  );
  const linePath = line.join(' ');
  const areaPath = `${linePath} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`;
  const movements = points.length - 1;
  const summary = t('panel.wallet.chartLabel', {
    count: movements,
    from: formatUsd(first.cents),
    to: formatUsd(last.cents),
    min: formatUsd(min),
    max: formatUsd(max),
  });
  const percentY = (cents: number) => `${(y(cents) / HEIGHT) * 100}%`;
  const firstDated = points[1]?.at ?? null;

  return (
    <figure className="grid gap-2">
      <div className="grid grid-cols-[auto_1fr] gap-3">
        {/* The y axis: the highest and lowest balance, level with their grid lines. */}
        <div
          className="relative w-20 text-right text-[11px] font-semibold text-muted-foreground tabular-nums"
          aria-hidden
        >
          <span className="absolute right-0 -translate-y-1/2" style={{ top: percentY(max) }}>
            {formatUsd(max)}
          </span>
          {max !== min ? (
            <span className="absolute right-0 -translate-y-1/2" style={{ top: percentY(min) }}>
              {formatUsd(min)}
            </span>
          ) : null}
        </div>
        <div className="relative h-44 sm:h-56">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="size-full overflow-visible text-brand"
            role="img"
            aria-label={summary}
          >
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="currentColor" stopOpacity={0.35} />
                <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
              </linearGradient>
            </defs>
            {[max, min].map((level, index) => (
              <line
                key={index}
                x1={0}
                x2={WIDTH}
                y1={y(level)}
                y2={y(level)}
                className="stroke-border"
                strokeWidth={1}
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={areaPath} fill={`url(#${gradientId})`} />
            <path
              d={linePath}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {/* The latest balance: an HTML dot, so it stays round whatever the chart's proportions. */}
          <span
            aria-hidden
            className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card bg-brand shadow"
            style={{ left: '100%', top: percentY(last.cents) }}
          />
        </div>
      </div>
      <div className="ml-23 flex justify-between gap-2 text-[11px] text-muted-foreground" aria-hidden>
        <span>{firstDated ? shortDate(firstDated, i18n.language, timeZone) : ''}</span>
        <span>{last.at ? shortDate(last.at, i18n.language, timeZone) : ''}</span>
      </div>
      {/* A table is as wide as its cells whatever its own width says: hidden in a box that clips it, or it
          widens the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{t('panel.wallet.chartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('panel.wallet.columns.date')}</th>
              <th scope="col">{t('panel.wallet.columns.type')}</th>
              <th scope="col">{t('panel.wallet.columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={index}>
                <td>{point.at ? formatDateTime(point.at, i18n.language, timeZone) : '—'}</td>
                <td>{point.type ? t(`panel.wallet.types.${point.type}`) : t('panel.wallet.chartStart')}</td>
                <td>{formatUsd(point.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
