import { safeReturnPath, ZLoginRequestSchema, ZRegisterRequestSchema } from '@galope/contracts';
import { BarChart3, LayoutDashboard, Radio, Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField, PasswordField } from '@/components/ui/input-field';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type FieldErrors, fieldErrors } from '@/lib/forms/form-errors';
import { isLanguage } from '@/lib/translation/i18n';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { DateOfBirthField } from './date-of-birth-field';
import { useLogin } from './login';
import { useRegister } from './register';
import { useFormValues } from '@/lib/forms/use-form-values';

const FEATURES = [
  { key: 'platform', icon: Trophy },
  { key: 'live', icon: Radio },
  { key: 'statistics', icon: BarChart3 },
  { key: 'panel', icon: LayoutDashboard },
] as const;

/**
 * Where to go once signed in: shown in place of a page a guest opened (a shared race link), nowhere,
 * the page itself follows; at /auth, the page its `next` names when it is one of this site's, else /.
 */
function useAfterSignIn(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return () => {
    if (pathname === '/auth') void navigate(safeReturnPath(searchParams.get('next')) ?? '/', { replace: true });
  };
}

/** /auth, or a page a guest opened: sign in or create an account, then back to that page (useAfterSignIn). */
export function AuthPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'login' | 'register'>('login');

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 md:py-12 lg:grid-cols-2 lg:items-center lg:gap-12">
      <title>{`${t('auth.page.documentTitle')} · Galope`}</title>
      <section className="order-2 lg:order-1" aria-labelledby="auth-heading">
        <p className="text-sm font-bold tracking-widest text-brand uppercase">{t('auth.page.eyebrow')}</p>
        <h1 id="auth-heading" className="mt-2 text-3xl font-black tracking-tight md:text-4xl">
          {t('auth.page.title')}
        </h1>
        <p className="mt-3 max-w-lg text-muted-foreground">{t('auth.page.subtitle')}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-brand">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{t(`auth.features.${key}.title`)}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {t(`auth.features.${key}.description`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <Card className="order-1 w-full max-w-md justify-self-center lg:order-2">
        <CardHeader>
          <CardTitle level={2}>{tab === 'login' ? t('auth.page.loginTitle') : t('auth.page.registerTitle')}</CardTitle>
          <CardDescription>
            {tab === 'login' ? t('auth.page.loginDescription') : t('auth.page.registerDescription')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.tabs.register')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const afterSignIn = useAfterSignIn();
  const loginMutation = useLogin();
  const { values, bind } = useFormValues({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof values>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLoginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, { onSuccess: afterSignIn });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <InputField
        id="login-username"
        label={t('auth.fields.username')}
        error={translate(errors.username)}
        autoComplete="username"
        {...bind('username')}
        placeholder={t('auth.placeholders.username')}
      />
      <PasswordField
        id="login-password"
        label={t('auth.fields.password')}
        error={translate(errors.password)}
        autoComplete="current-password"
        {...bind('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
        {t('auth.page.loginSubmit')}
      </Button>
    </form>
  );
}

function RegisterForm() {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const afterSignIn = useAfterSignIn();
  const registerMutation = useRegister();
  const { values, bind } = useFormValues({
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    dateOfBirth: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof typeof values>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRegisterRequestSchema.safeParse({
      ...values,
      preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    registerMutation.mutate(parsed.data, { onSuccess: afterSignIn });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="register-first-name"
          label={t('auth.fields.firstName')}
          error={translate(errors.firstName)}
          autoComplete="given-name"
          {...bind('firstName')}
        />
        <InputField
          id="register-last-name"
          label={t('auth.fields.lastName')}
          error={translate(errors.lastName)}
          autoComplete="family-name"
          {...bind('lastName')}
        />
      </div>
      <InputField
        id="register-username"
        label={t('auth.fields.username')}
        error={translate(errors.username)}
        autoComplete="username"
        {...bind('username')}
      />
      <InputField
        id="register-email"
        label={t('auth.fields.email')}
        error={translate(errors.email)}
        type="email"
        autoComplete="email"
        {...bind('email')}
      />
      <DateOfBirthField id="register-date-of-birth" error={translate(errors.dateOfBirth)} {...bind('dateOfBirth')} />
      <PasswordField
        id="register-password"
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        error={translate(errors.password)}
        autoComplete="new-password"
        {...bind('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
        {t('auth.page.registerSubmit')}
      </Button>
    </form>
  );
}
