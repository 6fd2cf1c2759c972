import { ZLoginRequestSchema, ZPopupRegisterFormSchema } from '@galope/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InputField, PasswordField } from '@/components/ui/input-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { type FieldErrors, fieldErrors } from '@/lib/forms/form-errors';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';
import { isLanguage } from '@/lib/translation/i18n';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { DateOfBirthField } from './date-of-birth-field';
import { useLogin } from './login';
import { useRegister } from './register';
import { useFormValues } from '@/lib/forms/use-form-values';

type Field = 'email' | 'password' | 'confirmPassword' | 'dateOfBirth';
const EMPTY = { email: '', password: '', confirmPassword: '', dateOfBirth: '' };

/**
 * The login/register popup, opened from anywhere through useAuthPrompt(). In register mode the
 * e-mail doubles as the username and the names are sent empty (spec §2).
 */
export function AuthPopup() {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const prompt = useAuthPrompt();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const { values, setValues, bind } = useFormValues(EMPTY);
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const isRegister = prompt.mode === 'register';
  const pending = loginMutation.isPending || registerMutation.isPending;

  // Every opening starts from a clean form.
  useEffect(() => {
    if (prompt.isOpen) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [prompt.isOpen, setValues]);

  const onSuccess = () => {
    const target = prompt.target;
    prompt.close();
    if (target) void navigate(target);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isRegister) {
      const parsed = ZPopupRegisterFormSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      registerMutation.mutate(
        {
          username: parsed.data.email,
          email: parsed.data.email,
          password: parsed.data.password,
          dateOfBirth: parsed.data.dateOfBirth,
          firstName: '',
          lastName: '',
          preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined,
        },
        { onSuccess },
      );
      return;
    }
    const parsed = ZLoginRequestSchema.safeParse({ username: values.email, password: values.password });
    if (!parsed.success) {
      const byField = fieldErrors<'username' | 'password'>(parsed.error);
      setErrors({ email: byField.username, password: byField.password });
      return;
    }
    setErrors({});
    loginMutation.mutate({ ...parsed.data, remember }, { onSuccess });
  };

  const switchMode = () => {
    setErrors({});
    prompt.setMode(isRegister ? 'login' : 'register');
  };

  return (
    <Dialog open={prompt.isOpen} onOpenChange={(open) => (open ? undefined : prompt.close())}>
      <DialogContent closeLabel={t('common.close')} data-mode={prompt.mode}>
        <div className="mb-5 flex flex-col items-center gap-3 text-center">
          <Logo />
          <DialogTitle>{isRegister ? t('auth.popup.registerTitle') : t('auth.popup.loginTitle')}</DialogTitle>
          <DialogDescription>
            {isRegister ? t('auth.popup.registerDescription') : t('auth.popup.loginDescription')}
          </DialogDescription>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {/* What the server takes: an e-mail to sign up (it becomes the username), a username or an e-mail to sign in. */}
          <InputField
            id="popup-email"
            label={isRegister ? t('auth.popup.email') : t('auth.popup.loginIdentifier')}
            hint={isRegister ? t('auth.popup.emailHint') : undefined}
            error={translate(errors.email)}
            type={isRegister ? 'email' : 'text'}
            autoComplete={isRegister ? 'email' : 'username'}
            {...bind('email')}
            placeholder={isRegister ? t('auth.popup.emailPlaceholder') : t('auth.popup.loginPlaceholder')}
          />
          <PasswordField
            id="popup-password"
            label={t('auth.fields.password')}
            error={translate(errors.password)}
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            {...bind('password')}
          />
          {isRegister ? (
            <PasswordField
              id="popup-confirm-password"
              label={t('auth.popup.confirmPassword')}
              error={translate(errors.confirmPassword)}
              autoComplete="new-password"
              {...bind('confirmPassword')}
            />
          ) : null}
          {isRegister ? (
            <DateOfBirthField id="popup-date-of-birth" error={translate(errors.dateOfBirth)} {...bind('dateOfBirth')} />
          ) : null}
          <div className="flex items-center justify-between gap-3 text-sm">
            <div className="flex items-center gap-2">
              <Checkbox
                id="popup-remember"
                checked={remember}
                onCheckedChange={(checked) => setRemember(checked === true)}
              />
              <Label htmlFor="popup-remember" className="font-normal text-muted-foreground">
                {t('auth.popup.rememberMe')}
              </Label>
            </div>
            {isRegister ? null : (
              <button type="button" className="font-medium text-brand hover:underline">
                {t('auth.popup.forgotPassword')}
              </button>
            )}
          </div>
          <Button type="submit" size="lg" className="w-full tracking-wide" disabled={pending}>
            {pending ? <Spinner className="size-4 text-primary-foreground" /> : null}
            {isRegister ? t('auth.popup.registerSubmit') : t('auth.popup.loginSubmit')}
          </Button>
        </form>
        <p className="mt-5 text-center text-sm text-muted-foreground">
          {isRegister ? t('auth.popup.haveAccount') : t('auth.popup.noAccount')}{' '}
          <button type="button" onClick={switchMode} className="font-semibold text-brand hover:underline">
            {isRegister ? t('auth.popup.switchToLogin') : t('auth.popup.switchToRegister')}
          </button>
        </p>
        <p className="mt-3 text-center text-xs text-muted-foreground">
          {t('auth.popup.rulesPrefix')}{' '}
          <button type="button" className="font-medium underline underline-offset-2 hover:text-foreground">
            {t('auth.popup.rulesLink')}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
