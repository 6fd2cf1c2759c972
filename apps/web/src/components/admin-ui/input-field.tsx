import type { ComponentProps, ReactNode } from 'react';

import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A text input in its FormField: the label, hint and error message wired to it by `id`. */
export function InputField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: ReactNode; hint?: string; error?: string } & Omit<ComponentProps<typeof Input>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input {...fieldA11y(id, error, hint)} {...input} />
    </FormField>
  );
}
