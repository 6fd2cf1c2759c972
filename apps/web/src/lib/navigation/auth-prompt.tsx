import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type AuthMode = 'login' | 'register';

interface AuthPromptState {
  isOpen: boolean;
  mode: AuthMode;
  /** Where to go after a successful login or registration (the category the guest clicked). */
  target: string | undefined;
}

interface AuthPromptContextValue extends AuthPromptState {
  open: (options: { mode: AuthMode; target?: string }) => void;
  close: () => void;
  setMode: (mode: AuthMode) => void;
}

const AuthPromptContext = createContext<AuthPromptContextValue | null>(null);

/** Holds the login/register popup's state; the popup itself is rendered once by the app layout. */
export function AuthPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthPromptState>({ isOpen: false, mode: 'login', target: undefined });

  const open = useCallback((options: { mode: AuthMode; target?: string }) => {
    setState({ isOpen: true, mode: options.mode, target: options.target });
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const setMode = useCallback((mode: AuthMode) => setState((current) => ({ ...current, mode })), []);

  const value = useMemo(() => ({ ...state, open, close, setMode }), [state, open, close, setMode]);
  return <AuthPromptContext.Provider value={value}>{children}</AuthPromptContext.Provider>;
}

export function useAuthPrompt(): AuthPromptContextValue {
  const value = useContext(AuthPromptContext);
  if (!value) throw new Error('useAuthPrompt must be used inside AuthPromptProvider');
  return value;
}
