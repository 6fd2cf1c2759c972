// Before any module that builds a zod schema (see the file).
import './lib/zod-jitless';
import './index.css';

import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The entry runs in parts, a task each (lib/entry-tasks): the libraries; the contracts' schemas, the
// API client and the session's query; the rest of the app; then the steps below, between `nextTask`s.
import '@/lib/entry-tasks/after-libraries';
import '@/lib/get-current-user';
import '@/lib/entry-tasks/after-contracts';

import { prepareFirstScreen } from '@/app/first-screen';
import { AppProviders } from '@/app/providers';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AppRoutes } from '@/app/router';
import { keyFirstHistoryEntry } from '@/app/scroll-restoration';
import { preloadFirstSlide } from '@/features/landing/first-slide';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { applyStoredTheme } from '@/lib/theme';
import { nextTask } from '@/lib/entry-tasks/next-task';

await nextTask();
applyStoredTheme();
keyFirstHistoryEntry();
await nextTask();
const i18n = initI18n();
// The landing's largest paint is its first slide: asked for now, not after the first render (issue 11).
if (window.location.pathname === '/') preloadFirstSlide(i18n.language === 'en' ? 'en' : 'es');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await nextTask();
const queryClient = createQueryClient();

// Not a top-level await: the page's code imports this module's, which would wait for it to finish.
void prepareFirstScreen(queryClient, window.location.pathname, i18n.language).then(() => {
  // A transition: React renders the first screen in short slices, yielding to the browser between
  // them, instead of one long task on a slow phone's main thread (issue 11, total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        {/* English and the footer pages' texts load on demand (lib/i18n). */}
        <Suspense fallback={<FullPageSpinner />}>
          <AppProviders queryClient={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </Suspense>
      </StrictMode>,
    );
  });
});
// The entry's last part: the page's scripts (which import this module) are run in a task of their own.
await nextTask();
