import {
  Cherry,
  Crown,
  Dices,
  Gamepad2,
  type LucideIcon,
  MessageCircle,
  Monitor,
  Spade,
  Ticket,
  Trophy,
  Tv,
  Volleyball,
  Wallet,
  Joystick,
  ListOrdered,
  Flag,
  Grid3x3,
} from 'lucide-react';

/** Every product category and where it lives; labels are `categories.<id>` in the translations. */
export const CATEGORIES = {
  results: { path: '/results', icon: ListOrdered },
  lotteries: { path: '/lotteries', icon: Ticket },
  casinoLive: { path: '/casino-live', icon: Tv },
  sports: { path: '/sports', icon: Volleyball },
  horseRacing: { path: '/betting', icon: Flag },
  slots: { path: '/slots', icon: Cherry },
  miniGames: { path: '/mini-games', icon: Gamepad2 },
  virtualBingo: { path: '/virtual-bingo', icon: Grid3x3 },
  poker: { path: '/poker', icon: Spade },
  virtualSport: { path: '/virtual-sport', icon: Monitor },
  premium: { path: '/premium', icon: Crown },
  esports: { path: '/esports', icon: Joystick },
  bingoLive: { path: '/bingo-live', icon: Dices },
  casino: { path: '/casino', icon: Trophy },
  deposit: { path: '/deposit', icon: Wallet },
  chat: { path: '/chat', icon: MessageCircle },
} satisfies Record<string, { path: string; icon: LucideIcon }>;

export type CategoryId = keyof typeof CATEGORIES;

/** The left menu, in the spec's order. */
export const SIDEBAR_CATEGORIES: CategoryId[] = [
  'results',
  'lotteries',
  'casinoLive',
  'sports',
  'horseRacing',
  'slots',
  'miniGames',
  'virtualBingo',
  'poker',
  'virtualSport',
  'premium',
  'esports',
];
