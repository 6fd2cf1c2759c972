import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';

import { type KnownCountry, knownCountry } from '@/lib/format/countries';

/** Union flag on a 60×40 field (also the canton of Australia's flag). */
function UnionFlag() {
  return (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0V40M0 20H60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0V40M0 20H60" stroke="#C8102E" strokeWidth="7" />
    </>
  );
}

/** Three equal vertical bands, hoist to fly. */
const tricolour = (...colours: [string, string, string]) =>
  colours.map((fill, band) => <rect key={fill} x={band * 20} width="20" height="40" fill={fill} />);

/** Simplified drawings, 3:2, no external images (the CSP allows them, the page should not need them). */
const FLAGS: Record<KnownCountry, ReactNode> = {
  uk: <UnionFlag />,
  ireland: tricolour('#169B62', '#fff', '#FF883E'),
  wales: (
    <>
      <rect width="60" height="20" fill="#fff" />
      <rect y="20" width="60" height="20" fill="#00B140" />
      <path
        d="M14 27l5-5 3-7 5-2 3 3-3 2 5 2 6-4 8 1-4 3 5 3-7 1-3 5-5-2-4 4-3-3-6 2z"
        fill="#D30731"
        stroke="#D30731"
        strokeLinejoin="round"
      />
    </>
  ),
  usa: (
    <>
      <rect width="60" height="40" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 40) / 13} width="60" height={40 / 13} fill="#B22234" />
      ))}
      <rect width="26" height={(7 * 40) / 13} fill="#3C3B6E" />
      {[4, 10, 16, 22].flatMap((x) =>
        [4, 10.5, 17].map((y) => <circle key={`${x}-${y}`} cx={x + (y === 10.5 ? 3 : 0)} cy={y} r="1.3" fill="#fff" />),
      )}
    </>
  ),
  france: tricolour('#0055A4', '#fff', '#EF4135'),
  spain: (
    <>
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </>
  ),
  germany: (
    <>
      <rect width="60" height="13.34" fill="#000" />
      <rect y="13.33" width="60" height="13.34" fill="#DD0000" />
      <rect y="26.66" width="60" height="13.34" fill="#FFCE00" />
    </>
  ),
  italy: tricolour('#009246', '#fff', '#CE2B37'),
  japan: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <circle cx="30" cy="20" r="12" fill="#BC002D" />
    </>
  ),
  australia: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <svg width="30" height="20" viewBox="0 0 60 40">
        <UnionFlag />
      </svg>
      <circle cx="15" cy="30" r="3.2" fill="#fff" />
      <circle cx="45" cy="7" r="2" fill="#fff" />
      <circle cx="38" cy="17" r="2" fill="#fff" />
      <circle cx="52" cy="15" r="2" fill="#fff" />
      <circle cx="45" cy="33" r="2.2" fill="#fff" />
      <circle cx="48.5" cy="22" r="1.2" fill="#fff" />
    </>
  ),
  canada: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="15" height="40" fill="#D52B1E" />
      <rect x="45" width="15" height="40" fill="#D52B1E" />
      <path
        d="M30 7l2.4 4.6 2.6-1.2-.8 7.4 4.2-4.2.8 2.4 4-.8-1.4 4.4 1.8 1-6 5 .6 2.2-6-1.2V32h-1.2v-5.4l-6 1.2.6-2.2-6-5 1.8-1-1.4-4.4 4 .8.8-2.4 4.2 4.2-.8-7.4 2.6 1.2z"
        fill="#D52B1E"
      />
    </>
  ),
};

/**
 * The country's flag (spec §9), or a globe for every other country. Decorative: the country's name
 * is always written next to it.
 */
export function CountryFlag({ country }: { country: string | null | undefined }) {
  const known = knownCountry(country);
  if (!known) {
    return (
      <span
        aria-hidden
        className="inline-flex h-3.5 w-5 shrink-0 items-center justify-center rounded-[3px] bg-muted text-muted-foreground"
      >
        <Globe className="size-3" />
      </span>
    );
  }
  return (
    <svg
      aria-hidden
      viewBox="0 0 60 40"
      data-country={known}
      className="h-3.5 w-5 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10 dark:ring-white/15"
    >
      {FLAGS[known]}
    </svg>
  );
}
