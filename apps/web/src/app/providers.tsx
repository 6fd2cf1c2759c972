import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { BetSlipProvider } from '@/features/bet-slip/bet-slip';
import { AccountPreferencesProvider } from '@/lib/account-preferences';
import { noteFirstScreenCommitted } from '@/lib/after-load-and-idle';
import { AuthPromptProvider } from '@/lib/auth-prompt';
import { LiveSocketProvider } from '@/lib/live-socket-provider';
import { ThemeProvider } from '@/lib/theme';

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
