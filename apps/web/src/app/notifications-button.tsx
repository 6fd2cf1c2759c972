import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/** `defaultOpen`: mounted by the press of its stand-in (app/header-menus.tsx), it opens at once. */
export function NotificationsButton({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('header.notifications')}
        className="relative inline-flex size-9 items-center justify-center rounded-lg text-header-muted transition-colors hover:bg-white/10 hover:text-header-foreground"
      >
        <Bell className="size-5" aria-hidden />
        <span aria-hidden className="absolute top-1.5 right-1.5 size-2 rounded-full bg-red-500 ring-2 ring-header" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
          <BellOff className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm font-semibold">{t('header.noNotifications')}</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
