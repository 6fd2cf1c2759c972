import type { TUserResponse } from '@galope/contracts';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Gift,
  LayoutDashboard,
  LifeBuoy,
  ListOrdered,
  LogOut,
  ReceiptText,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { avatarInitial, fullName } from '@/lib/format/display-name';
import { formatMoney } from '@/lib/format/format-money';
import { useIsMobile } from '@/lib/hooks/use-media-query';

/** Spec §2: the admin entry shows for admins and super admins on desktop, for admins only on mobile. */
export function canSeeAdminEntry(user: TUserResponse, isMobile: boolean): boolean {
  return isMobile ? user.role === 'admin' : user.role === 'admin' || user.role === 'super_admin';
}

/** The account's own pages, in both the user menu and the phone's menu sheet. */
export function accountLinks(user: TUserResponse, isMobile: boolean) {
  return [
    { to: '/dashboard', key: 'dashboard', icon: LayoutDashboard },
    { to: '/panel', key: 'panel', icon: Settings },
    ...(canSeeAdminEntry(user, isMobile) ? [{ to: '/admin', key: 'admin', icon: ShieldCheck }] : []),
  ] as const;
}

/** `defaultOpen`: mounted by the press of its stand-in (app/header-menus.tsx), it opens at once. */
export function UserMenu({ user, defaultOpen }: { user: TUserResponse; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('header.userMenu')}
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-black text-primary-foreground ring-2 ring-white/20 transition hover:ring-white/50"
      >
        {avatarInitial(user)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-black text-primary-foreground"
          >
            {avatarInitial(user)}
          </span>
          <span className="grid min-w-0">
            <span className="truncate font-bold">{fullName(user)}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <div className="mx-1 mb-1 flex items-center justify-between rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="text-muted-foreground">{t('header.balance')}</span>
          <span className="font-bold tabular-nums">{formatMoney(user.balance)}</span>
        </div>
        <DropdownMenuGroup className="grid grid-cols-3 gap-1 px-1 pb-1">
          <MenuActionButton to="/deposit?tab=withdraw" icon={<ArrowUpFromLine />} label={t('userMenu.withdraw')} />
          <MenuActionButton to="/deposit" icon={<ArrowDownToLine />} label={t('userMenu.deposit')} primary />
          <MenuActionButton to="/panel?tab=wallet" icon={<ArrowLeftRight />} label={t('userMenu.movements')} />
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {accountLinks(user, isMobile).map(({ to, key, icon: Icon }) => (
          <DropdownMenuItem key={key} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {t(`userMenu.${key}`)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <ListOrdered aria-hidden />
          {t('userMenu.results')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/panel?tab=wallet">
            <ReceiptText aria-hidden />
            {t('userMenu.transactions')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Gift aria-hidden />
          {t('userMenu.bonuses')}
        </DropdownMenuItem>
        <DropdownMenuItem>
          <LifeBuoy aria-hidden />
          {t('userMenu.support')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="text-destructive [&_svg]:text-destructive">
          {/* A full page load: the server ends the session and redirects to /. */}
          <a href="/api/logout">
            <LogOut aria-hidden />
            {t('common.logout')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** RETIRAR / DEPOSITAR / MOVIMIENTOS: shown, with no behaviour yet (spec §2). */
function MenuActionButton({
  to,
  icon,
  label,
  primary,
}: {
  to: string;
  icon: React.ReactNode;
  label: string;
  primary?: boolean;
}) {
  return (
    <DropdownMenuItem
      asChild
      className={
        primary
          ? 'flex-col gap-1 bg-primary px-1 py-2 text-[11px] font-extrabold text-primary-foreground data-[highlighted]:bg-primary-hover [&_svg]:text-primary-foreground'
          : 'flex-col gap-1 bg-muted px-1 py-2 text-[11px] font-extrabold data-[highlighted]:bg-border'
      }
    >
      <Link to={to}>
        {icon}
        {label}
      </Link>
    </DropdownMenuItem>
  );
}
