import {
  LANGUAGES,
  NOTIFICATION_KINDS,
  type TLanguage,
  type TNotificationKind,
  type TUpdateUserSettingsRequest,
  type TUserResponse,
} from '@galope/contracts';
import { ArrowUpDown, Bell, Calculator, Globe, KeyRound, Palette } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ThemePicker } from '@/components/theme-controls';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/input-field';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorized } from '@/lib/api/api-client';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

import { useChangePassword } from '../api/change-password';
import { OddsPreference } from '../components/odds-preference';
import { SettingsCard } from '../components/settings-card';
import { useUpdateLanguagePreference } from '../api/update-language-preference';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { useFormValues } from '@/lib/forms/use-form-values';

export function SettingsTab({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SettingsCard
        icon={<Globe />}
        title={t('panel.settings.language.title')}
        description={t('panel.settings.language.description')}
      >
        <LanguagePreference user={user} />
      </SettingsCard>
      <SettingsCard
        icon={<Palette />}
        title={t('panel.settings.theme.title')}
        description={t('panel.settings.theme.description')}
      >
        <ThemePicker />
      </SettingsCard>
      <SettingsCard
        icon={<ArrowUpDown />}
        title={t('panel.settings.odds.changePolicy.title')}
        description={t('panel.settings.odds.changePolicy.description')}
      >
        <OddsPreference field="oddsChangePolicy" label={t('panel.settings.odds.changePolicy.title')} />
      </SettingsCard>
      <SettingsCard
        icon={<Calculator />}
        title={t('panel.settings.odds.format.title')}
        description={t('panel.settings.odds.format.description')}
      >
        <OddsPreference field="oddsFormat" label={t('panel.settings.odds.format.title')} />
      </SettingsCard>
      <SettingsCard
        icon={<KeyRound />}
        title={t('panel.settings.password.title')}
        description={t('panel.settings.password.description')}
      >
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard
        icon={<Bell />}
        title={t('panel.settings.notifications.title')}
        description={t('panel.settings.notifications.description')}
      >
        <NotificationSettings />
      </SettingsCard>
    </div>
  );
}

function LanguagePreference({ user }: { user: TUserResponse }) {
  const { t, i18n } = useTranslation();
  const updateLanguage = useUpdateLanguagePreference();
  const current = i18n.language === 'en' ? 'en' : 'es';

  const choose = (language: TLanguage) => {
    if (language === current && language === user.preferredLanguage) return;
    updateLanguage.mutate(language, {
      onSuccess: async () => {
        await i18n.changeLanguage(language);
        // Confirm in the language just chosen (this render's `t` still speaks the previous one).
        const tNew = i18n.getFixedT(language);
        toast({
          title: tNew('panel.settings.language.updatedTitle'),
          description: tNew('panel.settings.language.updatedText', { language: tNew(`language.${language}`) }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({
          title: t('panel.settings.language.errorTitle'),
          description: t('panel.settings.language.errorText'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <ChoiceChips
      choices={LANGUAGES}
      value={current}
      onChoose={choose}
      ariaLabel={t('panel.settings.language.title')}
      disabled={updateLanguage.isPending}
      className="justify-center disabled:opacity-60"
      renderChoice={(language) => (
        <>
          <span className="text-xs font-black">{language.toUpperCase()}</span>
          {t(`language.${language}`)}
        </>
      )}
    />
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const showActionError = useActionErrorToast();
  const { values, setValues, bind } = useFormValues(EMPTY_PASSWORDS);

  const fail = (message: string) =>
    toast({ title: t('panel.settings.password.errorTitle'), description: message, variant: 'destructive' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
      fail(t('messages.passwordFieldsRequired'));
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      fail(t('messages.newPasswordsDontMatch'));
      return;
    }
    if (values.newPassword.length < 6) {
      fail(t('messages.newPasswordMin'));
      return;
    }
    changePassword.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY_PASSWORDS);
        toast({
          title: t('panel.settings.password.updatedTitle'),
          description: t('panel.settings.password.updatedText'),
          variant: 'success',
        });
      },
      onError: (error) =>
        showActionError(error, t('panel.settings.password.errorTitle'), t('panel.settings.password.errorText')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PasswordField
        id="current-password"
        label={t('panel.settings.password.current')}
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label={t('panel.settings.password.new')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        {...bind('newPassword')}
      />
      <PasswordField
        id="confirm-password"
        label={t('panel.settings.password.confirm')}
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={changePassword.isPending}>
        {changePassword.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
        {t('panel.settings.password.submit')}
      </Button>
    </form>
  );
}

const NOTIFICATION_FIELDS = ['emailNotifications', 'pushNotifications', 'marketingEmails'] as const;

function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const updateSettings = useUpdateUserSettings();
  const showActionError = useActionErrorToast();

  if (settings.isPending) return <Spinner />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('panel.settings.notifications.loadError')}
      </p>
    );
  }

  const toggle = (field: (typeof NOTIFICATION_FIELDS)[number], checked: boolean) => {
    const patch: TUpdateUserSettingsRequest = { [field]: checked };
    updateSettings.mutate(patch, {
      onError: (error) =>
        showActionError(
          error,
          t('panel.settings.notifications.errorTitle'),
          t('panel.settings.notifications.errorText'),
        ),
    });
  };

  const toggleKind = (kind: TNotificationKind, shown: boolean) => {
    updateSettings.mutate(
      { notificationKinds: { [kind]: shown } },
      {
        onError: (error) =>
          showActionError(
            error,
            t('panel.settings.notifications.errorTitle'),
            t('panel.settings.notifications.errorText'),
          ),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('panel.settings.notifications.kinds.legend')}</legend>
        <p className="-mt-1 text-xs text-muted-foreground">{t('panel.settings.notifications.kinds.hint')}</p>
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="flex items-center gap-3">
            <Checkbox
              id={`notification-kind-${kind}`}
              checked={settings.data.notificationKinds[kind]}
              onCheckedChange={(checked) => toggleKind(kind, checked === true)}
            />
            <Label htmlFor={`notification-kind-${kind}`}>{t(`panel.settings.notifications.kinds.${kind}`)}</Label>
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">{t('panel.settings.notifications.channels')}</legend>
        {NOTIFICATION_FIELDS.map((field) => (
          <div key={field} className="flex items-start gap-3">
            <Checkbox
              id={`setting-${field}`}
              checked={settings.data[field]}
              onCheckedChange={(checked) => toggle(field, checked === true)}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`setting-${field}`}>{t(`panel.settings.notifications.${field}`)}</Label>
              <p className="text-xs text-muted-foreground">{t(`panel.settings.notifications.${field}Hint`)}</p>
            </div>
          </div>
        ))}
        <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
          {t('panel.settings.notifications.toBeImplemented')}
        </p>
      </fieldset>
    </div>
  );
}
