import { siteToday } from '@galope/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';

/** The date of birth, in a date input that stops at today (the site's calendar day). */
export function DateOfBirthField({
  id,
  error,
  ...input
}: { id: string; error?: string } & Pick<ComponentProps<'input'>, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <InputField
      id={id}
      label={t('auth.fields.dateOfBirth')}
      error={error}
      type="date"
      autoComplete="bday"
      max={siteToday()}
      {...input}
    />
  );
}
