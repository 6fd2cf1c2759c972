import { Check, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { COLOR_MODES, THEMES, type Theme, useTheme } from '@/lib/theme';

const SWATCHES: Record<Theme, string> = { pink: 'bg-[#db2777]', green: 'bg-[#16a34a]' };

/** Header button: switches light ↔ dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { colorMode, toggleColorMode } = useTheme();
  const label = colorMode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <button
      type="button"
      onClick={toggleColorMode}
      aria-label={label}
      title={label}
      data-color-mode={colorMode}
      className="inline-flex size-9 items-center justify-center rounded-lg text-header-muted transition-colors hover:bg-white/10 hover:text-header-foreground"
    >
      {colorMode === 'dark' ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  );
}

/** Header button: switches the accent colour pink ↔ green. */
export function AccentToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const next: Theme = theme === 'pink' ? 'green' : 'pink';
  const label = t('theme.switchAccent', { theme: t(`theme.${next}`) });
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-white/10"
    >
      <span className={cn('size-4 rounded-full ring-2 ring-white/70', SWATCHES[next])} aria-hidden />
    </button>
  );
}

/** The full choice (settings): accent colour and colour mode as two radio groups. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme, setTheme, colorMode, setColorMode } = useTheme();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('theme.accent')}</legend>
        <div role="radiogroup" aria-label={t('theme.accent')} className="flex gap-2">
          {THEMES.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={theme === name}
              onClick={() => setTheme(name)}
              className={cn(
                'flex flex-1 items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors',
                theme === name ? 'border-primary bg-primary-soft text-brand' : 'border-border hover:bg-muted',
              )}
            >
              <span className={cn('size-4 rounded-full', SWATCHES[name])} aria-hidden />
              {t(`theme.${name}`)}
              {theme === name ? <Check className="ml-auto size-4" aria-hidden /> : null}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('theme.mode')}</legend>
        <div role="radiogroup" aria-label={t('theme.mode')} className="flex gap-2">
          {COLOR_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={colorMode === mode}
              onClick={() => setColorMode(mode)}
              className={cn(
                'flex flex-1 items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors',
                colorMode === mode ? 'border-primary bg-primary-soft text-brand' : 'border-border hover:bg-muted',
              )}
            >
              {mode === 'dark' ? <Moon className="size-4" aria-hidden /> : <Sun className="size-4" aria-hidden />}
              {t(`theme.${mode}`)}
              {colorMode === mode ? <Check className="ml-auto size-4" aria-hidden /> : null}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
