import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { BetSlipProvider } from '@/features/bet-slip/bet-slip';
import { AccountPreferencesProvider } from '@/lib/account-preferences';
import { AuthPromptProvider } from '@/lib/auth-prompt';
import { LiveSocketProvider } from '@/lib/live-socket-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
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
