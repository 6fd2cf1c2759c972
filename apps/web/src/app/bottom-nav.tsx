import { useQuery } from '@tanstack/react-query';
import { Compass, House, MessageCircle, Trophy, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { getWhatsappNumberQueryOptions } from '@/features/whatsapp/get-whatsapp-number';
import { whatsappUrl } from '@/features/whatsapp/whatsapp-url';
import { cn } from '@/lib/format/cn';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';

const ITEMS = [
  { key: 'home', to: '/', icon: House },
  { key: 'casino', to: '/casino', icon: Trophy },
  { key: 'deposit', to: '/deposit', icon: Wallet },
  { key: 'explore', to: '/betting', icon: Compass },
  { key: 'chat', to: '/chat', icon: MessageCircle },
] as const;

const HIDE_AFTER_PX = 100;
const SHOW_NEAR_TOP_PX = 10;

/** Hidden while scrolling down past 100 px; back when scrolling up or near the top (spec §2). */
function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // From the top, not window.scrollY: reading it as the page mounts forced a layout inside the first
    // render's task (34 ms of a throttled phone's main thread, decision 021). A page restored further down
    // is scrolled there, and that scroll sets it.
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= SHOW_NEAR_TOP_PX) setHidden(false);
      else if (y > last && y > HIDE_AFTER_PX) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

/**
 * CHAT opens a conversation with the site on WhatsApp, at the contact number staff set (the same the
 * floating button uses, asked for once the first screen is drawn); without one, the chat page.
 */
function useChatUrl(): string | null {
  const firstScreenShown = useAfterFirstScreen();
  const { data: number } = useQuery({ ...getWhatsappNumberQueryOptions(), enabled: firstScreenShown });
  return number ? whatsappUrl(number) : null;
}

/** Small screens only (< 768 px). */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  const chatUrl = useChatUrl();
  return (
    <nav
      aria-label={t('bottomNav.label')}
      data-hidden={hidden}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-header-border bg-header pb-[env(safe-area-inset-bottom)] text-header-foreground transition-transform duration-300 md:hidden',
        hidden ? 'translate-y-full' : 'translate-y-0',
      )}
    >
      <ul className="grid h-16 grid-cols-5">
        {ITEMS.map(({ key, to, icon: Icon }) => {
          const active = pathname === to;
          const primary = key === 'deposit';
          const className = cn(
            'flex flex-1 flex-col items-center justify-center gap-1 text-[10px] font-extrabold tracking-wide transition-colors',
            active ? 'text-header-accent' : 'text-header-muted hover:text-header-foreground',
          );
          const content: ReactNode = (
            <>
              <span
                className={cn(
                  'flex items-center justify-center rounded-full transition-colors',
                  'size-8',
                  primary ? 'bg-primary text-primary-foreground shadow-lg' : null,
                  active && !primary ? 'bg-white/10' : null,
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              {t(`bottomNav.${key}`)}
            </>
          );
          return (
            <li key={key} className="flex">
              {key === 'chat' && chatUrl ? (
                <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={className}>
                  {content}
                </a>
              ) : (
                <Link to={to} aria-current={active ? 'page' : undefined} data-active={active} className={className}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
