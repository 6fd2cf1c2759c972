import type { TAdminUserResponse } from '@galope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type SegmentedOption, SegmentedControl } from '@/components/ui/segmented-control';
import { fullName } from '@/lib/format/display-name';
import { formatDate } from '@/lib/format/format-date';

import { ageOn } from './age-on';

/** Today in the site's calendar (America/Mexico_City), YYYY-MM-DD: the day an age is counted on. */
const siteToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Mexico_City' }).format(new Date());

/**
 * A player's date of birth and age, or that none was given (an account from before it was asked): what
 * staff check before approving an account, the site being for adults only.
 */
export function BirthDate({ user, className }: { user: TAdminUserResponse; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={className}>
      {user.dateOfBirth
        ? t('admin.users.dateOfBirth', {
            date: formatDate(user.dateOfBirth, i18n.language),
            count: ageOn(user.dateOfBirth, siteToday()),
          })
        : t('admin.users.noDateOfBirth')}
    </p>
  );
}

/**
 * The player a staff dialog acts on: name, username and date of birth, with what the dialog changes on
 * the right.
 */
export function UserSummary({ user, children }: { user: TAdminUserResponse; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="truncate font-semibold">{fullName(user)}</p>
        <p className="truncate text-xs text-muted-foreground">@{user.username}</p>
        <BirthDate user={user} className="text-xs text-muted-foreground" />
      </div>
      {children}
    </div>
  );
}

/** The optional reason a staff change records in the audit log. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('admin.users.fields.reason')}>
      <Input
        id={id}
        name="reason"
        maxLength={500}
        placeholder={t('admin.users.reasonPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** The change a staff dialog makes, one of a few shown side by side under a label that also names the group. */
export function ChangeChoice<T extends string>({
  label,
  value,
  onValueChange,
  options,
  stackOnPhones,
}: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: SegmentedOption<T>[];
  stackOnPhones?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <SegmentedControl
        value={value}
        onValueChange={onValueChange}
        ariaLabel={label}
        stackOnPhones={stackOnPhones}
        options={options}
      />
    </div>
  );
}
