import {
  Ban,
  Building2,
  CalendarCheck,
  CircleHelp,
  FileText,
  Gift,
  HeartHandshake,
  LifeBuoy,
  Mail,
  MessageCircle,
  Scale,
  ShieldCheck,
  Trophy,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export const INFO_PAGE_KEYS = [
  'about',
  'privacy',
  'terms',
  'betting-rules',
  'help',
  'contact',
  'live-chat',
  'faq',
  'horse-racing',
  'promotions',
  'responsible-gambling',
  'self-exclusion',
  'deposit-limits',
  'age-verification',
] as const;

/** A page key is also its path (`/about`) and its top-level key in the `info` namespace. */
export type TInfoPageKey = (typeof INFO_PAGE_KEYS)[number];

export type TInfoPageMeta = {
  icon: LucideIcon;
  /** ISO date of the last change to the page's text; bump it whenever the Spanish or English copy changes. */
  updated: string;
  /** Pages a reader of this one is likely to need next, shown at the end. */
  related: readonly TInfoPageKey[];
};

export const INFO_PAGES: Record<TInfoPageKey, TInfoPageMeta> = {
  about: { icon: Building2, updated: '2026-11-21', related: ['terms', 'responsible-gambling', 'contact'] },
  privacy: { icon: ShieldCheck, updated: '2026-11-21', related: ['terms', 'age-verification', 'contact'] },
  terms: { icon: FileText, updated: '2026-11-21', related: ['betting-rules', 'privacy', 'responsible-gambling'] },
  'betting-rules': { icon: Scale, updated: '2026-11-21', related: ['horse-racing', 'terms', 'faq'] },
  help: { icon: LifeBuoy, updated: '2026-11-21', related: ['faq', 'live-chat', 'contact'] },
  contact: { icon: Mail, updated: '2026-11-21', related: ['live-chat', 'help', 'faq'] },
  'live-chat': { icon: MessageCircle, updated: '2026-11-21', related: ['contact', 'help', 'faq'] },
  faq: { icon: CircleHelp, updated: '2026-11-21', related: ['help', 'betting-rules', 'contact'] },
  'horse-racing': { icon: Trophy, updated: '2026-11-21', related: ['betting-rules', 'faq', 'help'] },
  promotions: { icon: Gift, updated: '2026-11-21', related: ['terms', 'responsible-gambling', 'faq'] },
  'responsible-gambling': {
    icon: HeartHandshake,
    updated: '2026-11-24',
    related: ['deposit-limits', 'self-exclusion', 'age-verification'],
  },
  'self-exclusion': {
    icon: Ban,
    updated: '2026-11-24',
    related: ['responsible-gambling', 'deposit-limits', 'contact'],
  },
  'deposit-limits': {
    icon: Wallet,
    updated: '2026-11-24',
    related: ['responsible-gambling', 'self-exclusion', 'contact'],
  },
  'age-verification': {
    icon: CalendarCheck,
    updated: '2026-11-24',
    related: ['responsible-gambling', 'privacy', 'terms'],
  },
};
