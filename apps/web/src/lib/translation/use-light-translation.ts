import i18n, { type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

interface Texts {
  t: TFunction;
  i18n: I18n;
}

/**
 * react-i18next's useTranslation copies the whole i18next instance for every component that mounts
 * with it: a board of 24 race cards mounted about 450 of them, 80 ms of a phone's first render
 * (decision 021). Here every component shares one subscription and one snapshot, renewed when the
 * language changes or texts are added (as `react.bindI18nStore: 'added'` does for useTranslation).
 */
const listeners = new Set<() => void>();
let snapshot: Texts = makeSnapshot();
let bound = false;

function makeSnapshot(): Texts {
  // A new function per change: memoised callbacks that depend on `t` are made again.
  const t = ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction;
  return { t, i18n };
}

function changed() {
  snapshot = makeSnapshot();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // The store exists once initI18n has run (main.tsx, before the first render).
  if (!bound && i18n.store) {
    bound = true;
    i18n.on('languageChanged', changed);
    i18n.store.on('added', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;

/** `t` and `i18n` for components drawn many times per page (a card's rows, badges and prices). */
export function useLightTranslation(): Texts {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
