import { Search } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { withAllTranslations } from '@/lib/translation/i18n';

// The dialog (Radix's dialog, the results list) comes at the first intent, as the header's menus do.
const loadSearchDialog = withAllTranslations(() =>
  import('./components/search-dialog').then((m) => ({ default: m.SearchDialog })),
);
const SearchDialog = lazy(loadSearchDialog);

/** Whether a key press belongs to something the player is typing in, where `/` is just a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export type SearchLauncher = {
  /** Opens the dialog (the header's button, the phone's menu). */
  open: () => void;
  /** Starts loading the dialog's code: a button pointed at or focused. */
  preload: () => void;
  /** The dialog, once first opened: the layout renders it. */
  dialog: ReactNode;
};

/**
 * The search dialog's state for the layout: the `/` key anywhere outside a field opens it, as do the
 * header's Buscar and, on a phone (whose header has no room for it), the navigation menu's entry.
 */
export function useSearchLauncher(): SearchLauncher {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    open: () => {
      setMounted(true);
      setOpen(true);
    },
    preload: () => void loadSearchDialog(),
    dialog: mounted ? (
      <Suspense fallback={null}>
        <SearchDialog open={open} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}

/** The header's Buscar: an icon, with its word on wide screens. */
export function SearchButton({ launcher, className }: { launcher: SearchLauncher; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('header.search')}
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      onPointerEnter={launcher.preload}
      onFocus={launcher.preload}
      onClick={launcher.open}
      className={className}
    >
      <Search className="size-4" aria-hidden />
      <span className="hidden xl:inline">{t('header.search')}</span>
    </button>
  );
}
