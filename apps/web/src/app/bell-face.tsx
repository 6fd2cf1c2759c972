import { Bell } from 'lucide-react';

/** The bell's button look, shared by its stand-in (app/header-menus.tsx) and the real trigger. */
export const BELL_CLASSES =
  'relative inline-flex size-9 items-center justify-center rounded-lg text-header-muted transition-colors hover:bg-white/10 hover:text-header-foreground';

/** The bell, with the red dot carrying the unread count when there is any. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-header"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}
