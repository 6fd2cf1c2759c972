import type { TUserResponse } from '@galope/contracts';
import { Bell } from 'lucide-react';

import { avatarInitial } from '@/lib/display-name';

/*
 * What the header's menu buttons look like while their menus load (a moment after the first screen):
 * the same size and face, so nothing moves when the real buttons take their place.
 */

export function NotificationsButtonPlaceholder() {
  return (
    <span aria-hidden className="relative inline-flex size-9 items-center justify-center rounded-lg text-header-muted">
      <Bell className="size-5" />
      <span className="absolute top-1.5 right-1.5 size-2 rounded-full bg-red-500 ring-2 ring-header" />
    </span>
  );
}

export function UserMenuPlaceholder({ user }: { user: TUserResponse }) {
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-black text-primary-foreground ring-2 ring-white/20"
    >
      {avatarInitial(user)}
    </span>
  );
}
