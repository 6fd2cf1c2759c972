import { type TAdminUserResponse, type TUserResponse, USER_ROLES, USER_STATUSES } from '@galope/contracts';
import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminCardHeader } from '@/components/admin-ui/admin-card-header';
import { FilterSelect } from '@/components/admin-ui/filter-select';
import { QueryContent } from '@/components/admin-ui/query-content';
import { ListSkeleton } from '@/components/list-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

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

type UserFilters = Pick<AdminUsersFilters, 'status' | 'role'>;

type OpenAction = { kind: UserActionKind; user: TAdminUserResponse } | null;

/** /admin users tab: search, filters, a page of users and the actions on them. */
export function UsersTab({ viewer }: { viewer: TUserResponse }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<UserFilters>({ status: null, role: null });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<OpenAction>(null);

  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, search: debouncedSearch, ...filters });

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A deletion can empty the last page: show the one before it.
  if (users.data && page > pages) setPage(pages);

  const filtered = Boolean(debouncedSearch.trim() || filters.status || filters.role);
  const filterSelects = [
    {
      name: 'status',
      allLabel: t('admin.users.filters.allStatuses'),
      options: USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    {
      name: 'role',
      allLabel: t('admin.users.filters.allRoles'),
      options: USER_ROLES.map((value) => ({ value, label: t(`admin.users.roles.${value}`) })),
    },
  ] as const;
  const titleId = useId();
  const close = () => setAction(null);

  return (
    <Card role="region" aria-labelledby={titleId}>
      <AdminCardHeader
        icon={Users}
        title={t('admin.users.title')}
        titleId={titleId}
        description={users.data ? t('admin.users.total', { count: total }) : t('common.loading')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden />
            {t('admin.users.create.open')}
          </Button>
        }
      />
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
            {filterSelects.map(({ name, allLabel, options }) => (
              <FilterSelect
                key={name}
                label={t(`admin.users.filters.${name}`)}
                allLabel={allLabel}
                value={filters[name] ?? ''}
                onChange={(value) => {
                  setFilters({ ...filters, [name]: value || null });
                  setPage(1);
                }}
                className="md:w-44"
                options={options}
              />
            ))}
          </div>
        </div>

        <QueryContent
          query={users}
          loading={<ListSkeleton rows={5} />}
          loadError={t('admin.loadError')}
          retryLabel={t('admin.retry')}
          isEmpty={(data) => data.users.length === 0}
          empty={
            <EmptyState
              icon={<Users />}
              title={filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
              description={filtered ? t('admin.users.emptyFilteredHint') : undefined}
            />
          }
        >
          {(data) => (
            <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <UsersList viewer={viewer} users={data.users} onAction={(kind, user) => setAction({ kind, user })} />
            </div>
          )}
        </QueryContent>

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
