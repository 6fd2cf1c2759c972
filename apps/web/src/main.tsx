import './index.css';

import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppProviders } from '@/app/providers';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AppRoutes } from '@/app/router';
import { keyFirstHistoryEntry } from '@/app/scroll-restoration';
import { initI18n } from '@/lib/i18n';
import { applyStoredTheme } from '@/lib/theme';

applyStoredTheme();
keyFirstHistoryEntry();
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in short slices, yielding to the browser between them,
// instead of one long task on a slow phone's main thread (issue 11, total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      {/* English and the footer pages' texts load on demand (lib/i18n). */}
      <Suspense fallback={<FullPageSpinner />}>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </Suspense>
    </StrictMode>,
  );
});
