import { LANGUAGES, type TLanguage, type TUserResponse, z } from '@galope/contracts';
import { Pencil, Save, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api/api-client';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useUpdateProfile } from '../api/update-profile';
import { useFormValues } from '@/lib/forms/use-form-values';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  preferredLanguage: TLanguage;
}

function valuesOf(user: TUserResponse): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    preferredLanguage: user.preferredLanguage,
  };
}

const selectClasses =
  'flex h-10 w-full rounded-lg border border-border bg-input px-3 text-sm text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40';

export function ProfileTab({ user }: { user: TUserResponse }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const { values, setValues, bind } = useFormValues<ProfileValues>(() => valuesOf(user));

  const startEditing = () => {
    setValues(valuesOf(user));
    setEditing(true);
  };

  const cancel = () => {
    setValues(valuesOf(user));
    setEditing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      preferredLanguage: values.preferredLanguage,
    };
    if (!body.firstName || !body.lastName || !body.email) {
      toast({
        title: t('panel.profile.requiredTitle'),
        description: t('messages.profileRequired'),
        variant: 'destructive',
      });
      return;
    }
    if (!z.email().safeParse(body.email).success) {
      toast({
        title: t('panel.profile.invalidEmailTitle'),
        description: t('messages.profileEmailInvalid'),
        variant: 'destructive',
      });
      return;
    }
    updateProfile.mutate(body, {
      onSuccess: (updated) => {
        setEditing(false);
        setValues(valuesOf(updated));
        if (updated.preferredLanguage !== i18n.language) void i18n.changeLanguage(updated.preferredLanguage);
        toast({
          title: t('panel.profile.updatedTitle'),
          description: t('panel.profile.updatedText'),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const fallback = t('panel.profile.errorText');
        const reason = translate(errorMessage(error, ''));
        toast({
          title: t('panel.profile.errorTitle'),
          description: reason ? `${fallback}: ${reason}` : fallback,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t('panel.profile.title')}</CardTitle>
          <CardDescription>{t('panel.profile.description')}</CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" onClick={startEditing}>
            <Pencil aria-hidden />
            {t('panel.profile.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                id="profile-first-name"
                label={t('panel.profile.firstName')}
                autoComplete="given-name"
                {...bind('firstName')}
              />
              <InputField
                id="profile-last-name"
                label={t('panel.profile.lastName')}
                autoComplete="family-name"
                {...bind('lastName')}
              />
              <InputField
                id="profile-email"
                label={t('panel.profile.email')}
                type="email"
                autoComplete="email"
                {...bind('email')}
              />
              <InputField
                id="profile-username"
                label={t('panel.profile.username')}
                hint={t('panel.profile.usernameHint')}
                value={user.username}
                readOnly
                disabled
              />
              <FormField id="profile-language" label={t('panel.profile.language')}>
                <select
                  id="profile-language"
                  name="preferredLanguage"
                  className={selectClasses}
                  value={values.preferredLanguage}
                  onChange={(event) =>
                    setValues({ ...values, preferredLanguage: event.target.value === 'en' ? 'en' : 'es' })
                  }
                >
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {t(`language.${language}`)}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={updateProfile.isPending}>
                {updateProfile.isPending ? (
                  <Spinner className="size-4 text-primary-foreground" />
                ) : (
                  <Save aria-hidden />
                )}
                {t('panel.profile.save')}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={updateProfile.isPending}>
                <X aria-hidden />
                {t('panel.profile.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <ProfileRow label={t('panel.profile.firstName')} value={user.firstName} />
            <ProfileRow label={t('panel.profile.lastName')} value={user.lastName} />
            <ProfileRow label={t('panel.profile.email')} value={user.email} />
            <ProfileRow label={t('panel.profile.username')} value={user.username} />
            <ProfileRow label={t('panel.profile.language')} value={t(`language.${user.preferredLanguage}`)} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function ProfileRow({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-xl bg-muted px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-semibold [overflow-wrap:anywhere]">
        {value?.trim() ? value : <span className="font-normal text-muted-foreground">{t('panel.profile.notSet')}</span>}
      </dd>
    </div>
  );
}
