import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceChips, ChosenTick } from '@/components/ui/choice-chips';
import { cn } from '@/lib/format/cn';
import { COLOR_MODES, type ColorMode, THEMES, type Theme, useTheme } from '@/lib/preferences/theme';

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
      <ThemeChoices
        legend={t('theme.accent')}
        choices={THEMES}
        value={theme}
        onChoose={setTheme}
        icon={(name) => <span className={cn('size-4 rounded-full', SWATCHES[name])} aria-hidden />}
      />
      <ThemeChoices
        legend={t('theme.mode')}
        choices={COLOR_MODES}
        value={colorMode}
        onChoose={setColorMode}
        icon={(mode) =>
          mode === 'dark' ? <Moon className="size-4" aria-hidden /> : <Sun className="size-4" aria-hidden />
        }
      />
    </div>
  );
}

/** One of the picker's radio groups: each chip its icon, its name (`theme.<choice>`) and the tick when chosen. */
function ThemeChoices<T extends Theme | ColorMode>({
  legend,
  icon,
  ...chips
}: {
  legend: string;
  icon: (choice: T) => ReactNode;
  choices: readonly T[];
  value: T;
  onChoose: (choice: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ChoiceChips
        {...chips}
        ariaLabel={legend}
        renderChoice={(choice, chosen) => (
          <>
            {icon(choice)}
            {t(`theme.${choice}`)}
            <ChosenTick chosen={chosen} />
          </>
        )}
      />
    </fieldset>
  );
}
