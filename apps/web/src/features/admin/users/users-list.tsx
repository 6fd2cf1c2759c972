import type { TAdminUserResponse, TUserResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fullName } from '@/lib/format/display-name';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { RoleBadge } from './role-badge';
import { BirthDate } from './user-summary';
import { userActions } from './user-actions';
import { type UserActionKind, UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';

/** The table needs room for six columns; narrower screens get one card per user. */
const TABLE_QUERY = '(min-width: 1024px)';

/** A user's row (or card) is named by the username alone, not the "(tú)" after it. */
const usernameId = (user: TAdminUserResponse) => `admin-user-${user.id}-name`;

type UsersListProps = {
  viewer: TUserResponse;
  users: TAdminUserResponse[];
  onAction: (kind: UserActionKind, user: TAdminUserResponse) => void;
};

export function UsersList({ viewer, users, onAction }: UsersListProps) {
  const wide = useMediaQuery(TABLE_QUERY);
  return wide ? (
    <UsersTable viewer={viewer} users={users} onAction={onAction} />
  ) : (
    <UserCards viewer={viewer} users={users} onAction={onAction} />
  );
}

function UsersTable({ viewer, users, onAction }: UsersListProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <Table>
      <caption className="sr-only">{t('admin.users.title')}</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('admin.users.columns.user')}</TableHead>
          <TableHead>{t('admin.users.columns.role')}</TableHead>
          <TableHead>{t('admin.users.columns.status')}</TableHead>
          <TableHead className="text-right">{t('admin.users.columns.balance')}</TableHead>
          <TableHead>{t('admin.users.columns.createdAt')}</TableHead>
          <TableHead className="text-right">{t('admin.users.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} aria-labelledby={usernameId(user)}>
            <TableCell>
              <Username user={user} viewer={viewer} className="font-semibold" />
              <p className="text-xs text-muted-foreground">
                {fullName(user)} · <span className="[overflow-wrap:anywhere]">{user.email}</span>
              </p>
              <BirthDate user={user} className="text-xs text-muted-foreground" />
            </TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell>
              <UserStatusBadge status={user.status} />
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatMoney(user.balance)}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDateTime(user.createdAt, i18n.language, timeZone)}
            </TableCell>
            <TableCell className="text-right">
              <UserRowActions user={user} actions={userActions(viewer, user)} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UserCards({ viewer, users, onAction }: UsersListProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    // One column of at most the screen: a long username is cut with an ellipsis, not widening the list.
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t('admin.users.title')}>
      {users.map((user) => (
        <li key={user.id} aria-labelledby={usernameId(user)}>
          <Card className="grid h-full grid-cols-1 gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Username user={user} viewer={viewer} className="truncate font-semibold" />
                <p className="truncate text-sm text-muted-foreground">{fullName(user)}</p>
                <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                <BirthDate user={user} className="truncate text-xs text-muted-foreground" />
              </div>
              <p className="shrink-0 text-right text-lg font-black tabular-nums">{formatMoney(user.balance)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              <UserStatusBadge status={user.status} />
              <span className="ml-auto text-xs text-muted-foreground">
                {formatDateTime(user.createdAt, i18n.language, timeZone)}
              </span>
            </div>
            <div className="border-t border-border pt-3">
              <UserRowActions user={user} actions={userActions(viewer, user)} onAction={onAction} labelled />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The username that names the user's row, "(you)" beside the viewer's own. */
function Username({ user, viewer, className }: { user: TAdminUserResponse; viewer: TUserResponse; className: string }) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      <span id={usernameId(user)}>{user.username}</span>
      {user.id === viewer.id ? (
        <span className="ml-1.5 text-xs font-normal text-muted-foreground">({t('admin.users.you')})</span>
      ) : null}
    </p>
  );
}
