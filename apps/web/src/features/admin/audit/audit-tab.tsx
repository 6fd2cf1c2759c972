import { AUDIT_ACTIONS } from '@galope/contracts';
import { Download, History, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RefreshButton } from '@/components/admin-ui/refresh-button';
import { AdminCardHeader } from '@/components/admin-ui/admin-card-header';
import { FilterSelect } from '@/components/admin-ui/filter-select';
import { QueryContent } from '@/components/admin-ui/query-content';
import { ButtonLink } from '@/components/button-link';
import { ListSkeleton } from '@/components/list-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useAuditActors } from '../api/get-audit-actors';
import { type AuditEntry, type AuditFilters, auditCsvUrl, useAuditLog } from '../api/get-audit-log';
import { auditActionLabel, describeAuditEntry } from './describe-audit-entry';
import { ListPager } from '../list-pager';

const PAGE_SIZE = 50;
const NO_FILTERS: AuditFilters = { adminUserId: '', action: '', from: '', to: '' };

/** Staff: who did what in the back office (and what was refused), filtered, paged and exported as CSV. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useAuditLog(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const actors = useAuditActors();

  const total = audit.data?.total ?? 0;
  const filtered = Object.values(filters).some(Boolean);
  const setFilter = (name: keyof AuditFilters, value: string) => {
    setFilters({ ...filters, [name]: value });
    setPage(1);
  };
  const actions = [...AUDIT_ACTIONS]
    .map((action) => ({ action, label: auditActionLabel(action, t) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Card>
      <AdminCardHeader
        icon={History}
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <RefreshButton
              label={t('admin.audit.refresh')}
              fetching={audit.isFetching}
              onClick={() => {
                void audit.refetch();
                void actors.refetch();
              }}
            />
            <ButtonLink href={auditCsvUrl(filters)} download icon={Download} variant="outline" size="sm">
              {t('admin.audit.exportCsv')}
            </ButtonLink>
          </div>
        }
      />
      <CardContent className="grid gap-4 px-3 sm:px-5">
        <div
          className="grid grid-cols-2 items-end gap-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
          role="group"
          aria-label={t('admin.audit.filters.label')}
        >
          <FilterSelect
            label={t('admin.audit.filters.staff')}
            allLabel={t('admin.audit.filters.allStaff')}
            value={filters.adminUserId}
            onChange={(value) => setFilter('adminUserId', value)}
            options={(actors.data ?? []).map((actor) => ({
              value: String(actor.id),
              label: `${actor.username} (${t(`admin.audit.roles.${actor.role}`)})`,
            }))}
          />
          <FilterSelect
            label={t('admin.audit.filters.action')}
            allLabel={t('admin.audit.filters.allActions')}
            value={filters.action}
            onChange={(value) => setFilter('action', value)}
            options={actions.map(({ action, label }) => ({ value: action, label }))}
          />
          {(['from', 'to'] as const).map((bound) => (
            <DayField
              key={bound}
              id={`audit-${bound}`}
              label={t(`admin.audit.filters.${bound}`)}
              value={filters[bound]}
              // The range stays a range: "from" never after "to".
              min={bound === 'to' ? filters.from : undefined}
              max={bound === 'from' ? filters.to : undefined}
              onChange={(value) => setFilter(bound, value)}
            />
          ))}
          <Button
            variant="ghost"
            className="col-span-2 lg:col-span-1"
            disabled={!filtered}
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            <X aria-hidden />
            {t('admin.audit.filters.clear')}
          </Button>
        </div>

        <QueryContent
          query={audit}
          loading={<ListSkeleton rows={5} rowClassName="h-16" />}
          loadError={t('admin.loadError')}
          retryLabel={t('admin.retry')}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <EmptyState
              icon={<History />}
              title={filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
              description={filtered ? t('admin.audit.emptyFilteredHint') : undefined}
            />
          }
        >
          {(data) => (
            <ol
              className={
                audit.isPlaceholderData
                  ? 'grid divide-y divide-border opacity-60 transition-opacity'
                  : 'grid divide-y divide-border transition-opacity'
              }
              aria-label={t('admin.audit.title')}
            >
              {data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </QueryContent>

        {audit.data ? (
          <ListPager
            keyPrefix="admin.audit.pager"
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            fetching={audit.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A day of the site's calendar (YYYY-MM-DD), the browser's own date picker. */
function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { label, summary, facts } = describeAuditEntry(entry, t);
  const summaryId = useId();
  return (
    <li
      className="grid gap-1.5 py-3"
      aria-labelledby={summaryId}
      data-action={entry.action}
      data-refused={entry.refused ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="soft">{label}</Badge>
        {entry.refused ? <Badge variant="destructive">{t('admin.audit.refused')}</Badge> : null}
        <time className="ml-auto text-xs text-muted-foreground tabular-nums" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, i18n.language, timeZone)}
        </time>
      </div>
      {/* What happened heads the entry and names it, as the card's title heads the trail. */}
      <h4 id={summaryId} className="text-sm font-medium [overflow-wrap:anywhere]">
        {summary}
      </h4>
      <p className="text-xs text-muted-foreground">
        {t('admin.audit.by')} <span className="font-semibold text-foreground">{entry.adminUsername}</span> (
        {t(`admin.audit.roles.${entry.adminRole}`)})
      </p>
      {facts.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {facts.map((fact) => (
            <div key={fact.label} className="flex min-w-0 gap-1">
              <dt className="font-medium">{fact.label}:</dt>
              <dd className="[overflow-wrap:anywhere]">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
