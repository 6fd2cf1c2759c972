import { LANGUAGES } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';
import { useChangeLanguage } from '@/lib/translation/use-change-language';

/** ES | EN segmented switch. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex items-center rounded-lg border border-white/15 bg-white/5 p-0.5"
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => void changeLanguage(language)}
            className={cn(
              'rounded-md px-1.5 py-1 text-xs font-bold transition-colors sm:px-2',
              active ? 'bg-primary text-primary-foreground' : 'text-header-muted hover:text-header-foreground',
            )}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
