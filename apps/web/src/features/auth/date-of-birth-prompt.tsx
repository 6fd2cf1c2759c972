import { ZUpdateProfileRequestSchema, ZUserResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { api, ApiError } from '@/lib/api/api-client';
import { currentUserQueryKey, useCurrentUser } from '@/lib/api/get-current-user';
import { fieldErrors } from '@/lib/forms/form-errors';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { DateOfBirthField } from './date-of-birth-field';

/**
 * docs/rules/player-protection.md: a player whose account is from before the site asked for the date of birth is asked for
 * it first, on every page, until they give it (closing it only puts it off to the next page load).
 * Under 18 is refused with the server's message under the field.
 */
export function DateOfBirthPrompt() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: async (dateOfBirth: string) =>
      ZUserResponseSchema.parse(await api.patch<unknown>('/api/user/profile', { dateOfBirth })),
    onSuccess: (saved) => queryClient.setQueryData(currentUserQueryKey, saved),
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('auth.age.saveError')),
  });
  const asked = !!user && user.role === 'user' && user.dateOfBirth === null && !dismissed;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileRequestSchema.safeParse({ dateOfBirth: value });
    if (!parsed.success) {
      setError(fieldErrors<'dateOfBirth'>(parsed.error).dateOfBirth);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.dateOfBirth!);
  };

  return (
    <Dialog open={asked} onOpenChange={(open) => setDismissed(!open)}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('auth.age.promptTitle')}</DialogTitle>
        <DialogDescription>{t('auth.age.promptDescription')}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <DateOfBirthField
            id="prompt-date-of-birth"
            error={translate(error)}
            name="dateOfBirth"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" disabled={save.isPending}>
            {t('auth.age.promptSave')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
