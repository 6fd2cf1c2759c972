import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthPromptProvider } from '@/lib/auth-prompt';
import { BetSlipProvider } from '@/lib/bet-slip';
import { LiveSocketProvider } from '@/lib/live-socket-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthPromptProvider>
            <LiveSocketProvider>
              <BetSlipProvider>
                {children}
                <Toaster closeLabel={t('common.close')} />
              </BetSlipProvider>
            </LiveSocketProvider>
          </AuthPromptProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
