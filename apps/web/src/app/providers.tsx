import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { BetSlipProvider } from '@/features/bet-slip/bet-slip';
import { LiveSocketProvider } from '@/lib/live/live-socket-provider';
import { AuthPromptProvider } from '@/lib/navigation/auth-prompt';
import { AccountPreferencesProvider } from '@/lib/preferences/account-preferences';
import { ThemeProvider } from '@/lib/preferences/theme';
import { noteFirstScreenCommitted } from '@/lib/startup/after-load-and-idle';

/** `queryClient` already holds what the first screen was drawn from (app/first-screen.ts). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(noteFirstScreenCommitted, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AccountPreferencesProvider>
          <AuthPromptProvider>
            <LiveSocketProvider>
              <BetSlipProvider>
                {children}
                <DeferredToaster closeLabel={t('common.close')} label={t('common.notifications')} />
              </BetSlipProvider>
            </LiveSocketProvider>
          </AuthPromptProvider>
        </AccountPreferencesProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
