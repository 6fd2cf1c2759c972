import {
  type TAdminUserResponse,
  type TUserResponse,
  type TUserRole,
  type TUserStatus,
  USER_ROLES,
  USER_STATUSES,
} from '@galope/contracts';
import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListSkeleton } from '@/components/list-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { type AdminUsersFilters, useAdminUsers } from '../api/get-admin-users';
import { BalanceDialog } from './balance-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { ProtectionDialog } from './protection-dialog';
import { ListPager } from '../list-pager';
import { StatusDialog } from './status-dialog';
import type { UserActionKind } from './user-row-actions';
import { UsersList } from './users-list';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

type OpenAction = { kind: UserActionKind; user: TAdminUserResponse } | null;

/** /admin users tab: search, filters, a page of users and the actions on them. */
export function UsersTab({ viewer }: { viewer: TUserResponse }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TUserStatus | null>(null);
  const [role, setRole] = useState<TUserRole | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<OpenAction>(null);

  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filters: AdminUsersFilters = { page, pageSize: PAGE_SIZE, search: debouncedSearch, status, role };
  const users = useAdminUsers(filters);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A deletion can empty the last page: show the one before it.
  if (users.data && page > pages) setPage(pages);

  const filtered = Boolean(debouncedSearch.trim() || status || role);
  const titleId = useId();
  const close = () => setAction(null);

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Users className="size-5 text-brand" aria-hidden />
            {t('admin.users.title')}
          </CardTitle>
          <CardDescription>
            {users.data ? t('admin.users.total', { count: total }) : t('common.loading')}
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden />
          {t('admin.users.create.open')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 px-3 sm:px-5">
        <div className="grid gap-2 md:grid-cols-[1fr_auto]" role="search">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              placeholder={t('admin.users.searchPlaceholder')}
              aria-label={t('admin.users.search')}
              className="pl-9"
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <NativeSelect
              value={status ?? ''}
              onChange={(event) => {
                setStatus((event.target.value || null) as TUserStatus | null);
                setPage(1);
              }}
              aria-label={t('admin.users.filters.status')}
              className="md:w-44"
              options={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            >
              <option value="">{t('admin.users.filters.allStatuses')}</option>
            </NativeSelect>
            <NativeSelect
              value={role ?? ''}
              onChange={(event) => {
                setRole((event.target.value || null) as TUserRole | null);
                setPage(1);
              }}
              aria-label={t('admin.users.filters.role')}
              className="md:w-44"
              options={USER_ROLES.map((value) => ({ value, label: t(`admin.users.roles.${value}`) }))}
            >
              <option value="">{t('admin.users.filters.allRoles')}</option>
            </NativeSelect>
          </div>
        </div>

        {users.isPending ? (
          <ListSkeleton rows={5} />
        ) : users.isError ? (
          <LoadError
            message={t('admin.loadError')}
            retryLabel={t('admin.retry')}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : users.data.users.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title={filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
            description={filtered ? t('admin.users.emptyFilteredHint') : undefined}
          />
        ) : (
          <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <UsersList viewer={viewer} users={users.data.users} onAction={(kind, user) => setAction({ kind, user })} />
          </div>
        )}

        {users.data ? (
          <ListPager
            keyPrefix="admin.users.pager"
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            fetching={users.isFetching}
            onPageChange={setPage}
            showPage
          />
        ) : null}
      </CardContent>

      <CreateUserDialog viewer={viewer} open={creating} onOpenChange={setCreating} />
      <BalanceDialog user={action?.kind === 'balance' ? action.user : null} onClose={close} />
      <StatusDialog user={action?.kind === 'status' ? action.user : null} onClose={close} />
      <DeleteUserDialog user={action?.kind === 'delete' ? action.user : null} onClose={close} />
      <ProtectionDialog user={action?.kind === 'protection' ? action.user : null} onClose={close} />
    </Card>
  );
}
