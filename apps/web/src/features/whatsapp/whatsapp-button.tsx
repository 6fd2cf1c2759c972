import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MOBILE_QUERY } from '@/lib/hooks/use-media-query';

import { useWhatsappNumber } from './get-whatsapp-number';
import { WhatsappIcon } from './whatsapp-icon';
import { whatsappUrl } from './whatsapp-url';

/** Spec §9: the button minimizes after 30 s without hover. */
export const WHATSAPP_MINIMIZE_AFTER_MS = 30_000;

/**
 * The floating contact button, on every page once a number is configured. It opens a chat on
 * wa.me in a new tab; it shrinks to an icon after 30 s without the pointer (or focus) on it, or when
 * its close icon is pressed, and the icon brings it back. On a phone it starts as the icon.
 * Its green is darker than WhatsApp's #25d366, on which white text reads at 2:1 (5.5:1 here).
 */
export function WhatsappButton() {
  const { data: number } = useWhatsappNumber();
  if (!number) return null;
  return <FloatingWhatsapp number={number} />;
}

function FloatingWhatsapp({ number }: { number: string }) {
  const { t } = useTranslation();
  // On a phone the pill would cover cards and links for its first 30 s: it starts as the icon there.
  const [minimized, setMinimized] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    if (minimized || engaged) return;
    const timer = setTimeout(() => setMinimized(true), WHATSAPP_MINIMIZE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [minimized, engaged]);

  // Above the bottom navigation and the bet slip's button on phones and tablets; on wide screens at
  // the bottom left, under the menu, because the bet slip column holds the right-hand side.
  const position = 'fixed right-4 bottom-[8.5rem] z-30 md:right-6 md:bottom-20 lg:right-auto lg:bottom-6 lg:left-6';

  if (minimized) {
    return (
      <button
        type="button"
        onClick={() => {
          setMinimized(false);
          setEngaged(false);
        }}
        aria-label={t('whatsapp.restore')}
        title={t('whatsapp.restore')}
        className={`${position} flex size-14 items-center justify-center rounded-full bg-[#047857] text-white shadow-xl ring-4 ring-[#047857]/25 transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
      >
        <WhatsappIcon className="size-7" />
      </button>
    );
  }

  return (
    <div
      className={`${position} flex items-center`}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
    >
      <a
        href={whatsappUrl(number)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-full bg-[#047857] py-2 pr-5 pl-2 text-white shadow-xl ring-4 ring-[#047857]/25 transition-colors hover:bg-[#065f46] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-white/20">
          <WhatsappIcon className="size-6" />
        </span>
        <span className="grid leading-tight">
          <span className="text-sm font-extrabold">{t('whatsapp.title')}</span>
          <span className="hidden text-xs font-medium text-white/90 sm:block">{t('whatsapp.subtitle')}</span>
        </span>
        <span className="sr-only">{t('whatsapp.opensInNewTab')}</span>
      </a>
      <button
        type="button"
        onClick={() => setMinimized(true)}
        aria-label={t('whatsapp.minimize')}
        title={t('whatsapp.minimize')}
        className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-foreground text-background shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </div>
  );
}
