import { Clock, Lock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { cn } from '@/lib/format/cn';

import { SocialIcon } from './social-icons';

/** A footer link's path is its translation key in kebab-case (`bettingRules` → `/betting-rules`). */
const footerLinks = (...keys: string[]) =>
  keys.map((key) => ({ key, to: `/${key.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` }));

/** At most four links per column (spec §2). */
const COMPANY = footerLinks('about', 'privacy', 'terms', 'bettingRules');
const SUPPORT = footerLinks('help', 'contact', 'liveChat', 'faq');
const BETTING = footerLinks('horseRacing', 'sports', 'casino', 'promotions');
const RESPONSIBLE = footerLinks('responsibleGambling', 'selfExclusion', 'depositLimits', 'ageVerification');

/** The contact lines under the logo; the address may wrap, so its icon stays on the first line. */
const CONTACT = [
  { key: 'address', icon: MapPin },
  { key: 'phone', icon: Phone },
  { key: 'email', icon: Mail },
  { key: 'support', icon: Clock },
] as const;

const TRUST_MARKS = [
  { key: 'license', icon: ShieldCheck },
  { key: 'ssl', icon: Lock },
] as const;

/**
 * The cashier's own methods (the demo data seeds them, staff may add others): what a player can really
 * pay with, not card brands the site does not take. Drawn as text in each brand's colours, no images:
 * the footer is in every page's download.
 */
const PAYMENT_METHODS = [
  { key: 'spei', name: 'SPEI', badge: 'bg-[#1d3c8f] text-white' },
  { key: 'oxxo', name: 'OXXO', badge: 'bg-[#b5121b] text-[#ffd600]' },
  { key: 'usdt', name: 'USDT', badge: 'bg-[#1a7a5e] text-white' },
] as const;

const SOCIAL = [
  { name: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'twitter', label: 'Twitter', href: 'https://twitter.com/' },
  { name: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'telegram', label: 'Telegram', href: 'https://telegram.org/' },
  { name: 'whatsapp', label: 'WhatsApp', href: 'https://www.whatsapp.com/' },
] as const;

function FooterColumn({
  title,
  links,
  className,
}: {
  title: string;
  links: readonly { key: string; to: string }[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h2 className="text-sm font-extrabold tracking-wide uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="text-sm text-muted-foreground transition-colors hover:text-brand">
              {t(`footer.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t border-border bg-card', className)}>
      <div className="mx-auto w-full max-w-7xl px-4 py-10 md:py-12">
        <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          <div className="hidden lg:block">
            <Logo />
            <p className="mt-4 text-sm text-muted-foreground">{t('footer.description')}</p>
            <ul className="mt-5 grid gap-2.5 text-sm text-muted-foreground">
              {CONTACT.map(({ key, icon: Icon }) => (
                <li key={key} className={cn('flex gap-2', key === 'address' ? 'items-start' : 'items-center')}>
                  <Icon className={cn('size-4 shrink-0 text-brand', key === 'address' && 'mt-0.5')} aria-hidden />
                  {t(`footer.contact.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title={t('footer.columns.company')} links={COMPANY} />
          <FooterColumn title={t('footer.columns.support')} links={SUPPORT} />
          <FooterColumn title={t('footer.columns.betting')} links={BETTING} className="hidden lg:block" />
        </div>

        <div className="mt-10 grid gap-6 border-t border-border pt-8 md:grid-cols-2 md:items-center">
          <div>
            <h2
              id="footer-payment-methods"
              className="text-xs font-extrabold tracking-widest text-muted-foreground uppercase"
            >
              {t('footer.paymentMethods')}
            </h2>
            <ul aria-labelledby="footer-payment-methods" className="mt-3 flex flex-wrap gap-2">
              {PAYMENT_METHODS.map((method) => (
                <li
                  key={method.key}
                  className="flex items-center gap-2 rounded-md border border-border bg-background py-1 pr-2.5 pl-1 text-xs"
                >
                  <span className={cn('rounded px-1.5 py-0.5 font-black tracking-wide', method.badge)}>
                    {method.name}
                  </span>
                  <span className="text-muted-foreground">{t(`footer.paymentKinds.${method.key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="md:justify-self-end">
            <h2 className="text-xs font-extrabold tracking-widest text-muted-foreground uppercase md:text-right">
              {t('footer.followUs')}
            </h2>
            <ul className="mt-3 flex gap-2">
              {SOCIAL.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    title={social.label}
                    className="flex size-9 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground"
                  >
                    <SocialIcon name={social.name} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-muted p-4 sm:flex-row sm:items-center">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-destructive text-sm font-black text-destructive"
            aria-label={t('footer.adultsOnlyBadge')}
            role="img"
          >
            18+
          </span>
          <div className="grid gap-2">
            <p className="text-sm font-semibold">{t('footer.adultsOnly')}</p>
            <p className="text-xs text-muted-foreground">{t('footer.responsibleNotice')}</p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {RESPONSIBLE.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="text-xs font-semibold text-brand hover:underline">
                    {t(`footer.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8 flex flex-col gap-3 border-t border-border pt-6 text-xs text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {TRUST_MARKS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-1.5">
                <Icon className="size-3.5 text-success" aria-hidden />
                {t(`footer.${key}`)}
              </li>
            ))}
            <li>{t('footer.madeIn')}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
