import { HockeyStick, RugbyBall, Trophy, Volleyball } from 'lucide-react';
import type { ComponentProps, ComponentType } from 'react';

import { cn } from '@/lib/format/cn';

type SvgProps = ComponentProps<'svg'>;

/** Lucide has no football, basketball, tennis or baseball: small drawings in its stroke style. */
function Outline({ children, className, ...props }: SvgProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5', className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A ball: its outline and its seams. */
const ball = (...seams: string[]) =>
  function BallIcon(props: SvgProps) {
    return (
      <Outline {...props}>
        <circle cx="12" cy="12" r="10" />
        {seams.map((d) => (
          <path key={d} d={d} />
        ))}
      </Outline>
    );
  };

const ICONS: Record<string, ComponentType<SvgProps>> = {
  football: ball(
    'm12 7 4.2 3-1.6 5h-5.2l-1.6-5z',
    'M12 7V2.5M16.2 10l4.3-1.4M14.6 15l2.7 3.7M9.4 15l-2.7 3.7M7.8 10 3.5 8.6',
  ),
  basketball: ball('M2 12h20M12 2v20', 'M4.9 4.9a10 10 0 0 1 0 14.2M19.1 4.9a10 10 0 0 0 0 14.2'),
  tennis: ball('M6 3.9a10 10 0 0 1 0 16.2M18 3.9a10 10 0 0 0 0 16.2'),
  baseball: ball(
    'M5.5 4.4a11 11 0 0 1 0 15.2M18.5 4.4a11 11 0 0 0 0 15.2',
    'M7.5 8h-2M8.2 12H6M7.5 16h-2M16.5 8h2M15.8 12H18M16.5 16h2',
  ),
  hockey: (props) => <HockeyStick {...props} />,
  volleyball: (props) => <Volleyball {...props} />,
  rugby: (props) => <RugbyBall {...props} />,
  americanFootball: (props) => <RugbyBall {...props} />,
};

const ALIASES: Record<string, string> = {
  football: 'football',
  soccer: 'football',
  futbol: 'football',
  fútbol: 'football',
  basketball: 'basketball',
  baloncesto: 'basketball',
  basquetbol: 'basketball',
  tennis: 'tennis',
  tenis: 'tennis',
  baseball: 'baseball',
  béisbol: 'baseball',
  beisbol: 'baseball',
  hockey: 'hockey',
  'ice hockey': 'hockey',
  'ice-hockey': 'hockey',
  volleyball: 'volleyball',
  voleibol: 'volleyball',
  rugby: 'rugby',
  'american football': 'americanFootball',
  'american-football': 'americanFootball',
  nfl: 'americanFootball',
};

/** The translation key (`sports.<key>`) of a sport name as the data source spells it, if known. */
export function sportKey(sport: string): string | undefined {
  return ALIASES[sport.trim().toLowerCase()];
}

/** Spec §9: an icon per sport name; a trophy for any other sport. */
export function SportIcon({ sport, className }: { sport: string; className?: string }) {
  const key = sportKey(sport);
  const Icon = key ? ICONS[key] : undefined;
  if (!Icon) return <Trophy aria-hidden className={cn('size-5', className)} />;
  return <Icon aria-hidden className={cn('size-5', className)} />;
}
