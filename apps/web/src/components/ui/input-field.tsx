import type { ComponentProps, ReactNode } from 'react';

import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

type FieldProps = { id: string; label: ReactNode; hint?: string; error?: string };

/** A text input in its FormField: the label, hint and error message wired to it by `id`. */
export function InputField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldProps & Omit<ComponentProps<typeof Input>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input {...fieldA11y(id, error, hint)} {...input} />
    </FormField>
  );
}

/** A password input (with its show/hide button) in its FormField, wired as InputField wires a text input. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldProps & Omit<ComponentProps<typeof PasswordInput>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <PasswordInput {...fieldA11y(id, error, hint)} {...input} />
    </FormField>
  );
}
