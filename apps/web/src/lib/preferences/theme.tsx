import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import { readStorage, writeStorage } from './local-storage';

export const THEMES = ['pink', 'green'] as const;
export type Theme = (typeof THEMES)[number];
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const THEME_KEY = 'theme';
const COLOR_MODE_KEY = 'colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): Theme {
  const value = readStorage(THEME_KEY);
  return value === 'green' || value === 'pink' ? value : 'pink';
}

function storedColorMode(): ColorMode | null {
  const value = readStorage(COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemColorMode(): ColorMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the theme on <html>: `dark`/`light` and `theme-pink`/`theme-green` classes plus data attributes. */
export function applyTheme(theme: Theme, colorMode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', colorMode === 'dark');
  root.classList.toggle('light', colorMode === 'light');
  for (const name of THEMES) root.classList.toggle(`theme-${name}`, name === theme);
  root.dataset.theme = theme;
  root.dataset.colorMode = colorMode;
}

/** Called once before the first render, so the first paint already has the right colours. */
export function applyStoredTheme() {
  applyTheme(storedTheme(), storedColorMode() ?? systemColorMode());
}

interface ThemeContextValue {
  theme: Theme;
  colorMode: ColorMode;
  setTheme: (theme: Theme) => void;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const [chosenMode, setChosenMode] = useState<ColorMode | null>(storedColorMode);
  const [systemMode, setSystemMode] = useState<ColorMode>(systemColorMode);
  const colorMode = chosenMode ?? systemMode;

  // Follow the system preference until the player picks a mode.
  useEffect(() => {
    const list = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemMode(list.matches ? 'dark' : 'light');
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  useEffect(() => applyTheme(theme, colorMode), [theme, colorMode]);

  const setTheme = useCallback((next: Theme) => {
    writeStorage(THEME_KEY, next);
    setThemeState(next);
  }, []);

  const setColorMode = useCallback((next: ColorMode) => {
    writeStorage(COLOR_MODE_KEY, next);
    setChosenMode(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      colorMode,
      setTheme,
      setColorMode,
      toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [theme, colorMode, setTheme, setColorMode],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
