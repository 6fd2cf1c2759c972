import {
  ADMIN_MESSAGES,
  type TUserResponse,
  type TUserRole,
  type TUserStatus,
  USER_STATUSES,
  ZCreateUserRequestSchema,
} from '@galope/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MONEY_INPUT_PROPS } from '@/components/money-input-frame';
import { FormDialog } from '@/components/ui/form-dialog';
import { FieldError } from '@/components/ui/field-error';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { toast } from '@/components/ui/use-toast';
import { type FieldErrors, fieldErrors } from '@/lib/forms/form-errors';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { AdminFormActions } from '../shared/admin-form-actions';
import { useCreateAdminUser } from '../api/create-admin-user';
import { creatableRoles } from './user-actions';

type Values = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: TUserRole;
  status: TUserStatus;
  balance: string;
};
type Field = keyof Values;

/** Spec §9: admin-created accounts default to role user, status approved, balance 0.00. */
const INITIAL: Values = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'user',
  status: 'approved',
  balance: '',
};

export function CreateUserDialog({
  viewer,
  open,
  onOpenChange,
}: {
  viewer: TUserResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      icon={UserPlus}
      title={t('admin.users.create.title')}
      description={t('admin.users.create.description')}
      className="max-w-lg"
    >
      {/* Mounted only while open: every opening starts from an empty form. */}
      {open ? <CreateUserForm viewer={viewer} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function CreateUserForm({ viewer, onDone }: { viewer: TUserResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const createUser = useCreateAdminUser();
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** The required fields left empty: marked, and described by the one form-level message. */
  const [missing, setMissing] = useState<Field[]>([]);
  const roles = creatableRoles(viewer);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setMissing((current) => current.filter((name) => name !== field));
  };

  const a11y = (field: Field, hint?: string) =>
    missing.includes(field)
      ? ({ id: `create-${field}`, 'aria-invalid': true, 'aria-describedby': 'create-user-error' } as const)
      : fieldA11y(`create-${field}`, errors[field], hint);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: one message names the three required fields; each empty one is marked.
    const empty = (['username', 'email', 'password'] as const).filter((field) => !values[field].trim());
    setMissing(empty);
    if (empty.length > 0) {
      setErrors({});
      return;
    }
    const parsed = ZCreateUserRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translate(message)])));
      return;
    }
    setErrors({});
    createUser.mutate(
      { ...values, balance: values.balance.trim() || '0' },
      {
        onSuccess: (user) => {
          toast({
            title: t('admin.users.create.successTitle'),
            description: t('admin.users.create.successText', { username: user.username }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => showActionError(error, t('admin.toast.errorTitle'), t('admin.users.create.error')),
      },
    );
  };

  const text = (field: 'username' | 'email' | 'firstName' | 'lastName', autoComplete: string, type = 'text') => (
    <FormField id={`create-${field}`} label={t(`admin.users.fields.${field}`)} error={errors[field]}>
      <Input
        {...a11y(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('username', 'off')}
        {text('email', 'off', 'email')}
      </div>
      <FormField
        id="create-password"
        label={t('admin.users.fields.password')}
        hint={t('admin.users.create.passwordHint')}
        error={errors.password}
      >
        <PasswordInput
          {...a11y('password', t('admin.users.create.passwordHint'))}
          name="password"
          autoComplete="new-password"
          placeholder={t('admin.users.create.passwordPlaceholder')}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'off')}
        {text('lastName', 'off')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="create-role"
          label={t('admin.users.fields.role')}
          hint={roles.length === 1 ? t('admin.users.create.roleHint') : undefined}
          error={errors.role}
        >
          <NativeSelect
            {...a11y('role', roles.length === 1 ? t('admin.users.create.roleHint') : undefined)}
            name="role"
            value={values.role}
            disabled={roles.length === 1}
            onChange={(event) => set('role', event.target.value as TUserRole)}
            options={roles.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))}
          />
        </FormField>
        <FormField
          id="create-balance"
          label={t('admin.users.fields.initialBalance')}
          error={errors.balance}
          hint={t('admin.users.create.balanceHint')}
        >
          <Input
            {...a11y('balance', t('admin.users.create.balanceHint'))}
            name="balance"
            {...MONEY_INPUT_PROPS}
            value={values.balance}
            onChange={(event) => set('balance', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id="create-status-label">
          {t('admin.users.fields.status')}
        </span>
        <SegmentedControl
          value={values.status}
          onValueChange={(status) => set('status', status)}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          ariaLabel={t('admin.users.fields.status')}
          stackOnPhones
        />
      </div>
      <FieldError
        id="create-user-error"
        message={missing.length > 0 ? translate(ADMIN_MESSAGES.createRequired) : undefined}
      />
      <AdminFormActions
        onCancel={onDone}
        submitLabel={t('admin.users.create.submit')}
        pending={createUser.isPending}
        icon={<UserPlus aria-hidden />}
      />
    </form>
  );
}
