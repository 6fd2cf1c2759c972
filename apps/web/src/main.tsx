// Before any module that builds a zod schema (see the file).
import './lib/startup/zod-jitless';
import './index.css';

import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { prepareFirstScreen } from '@/app/first-screen';
import { AppProviders } from '@/app/providers';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AppRoutes } from '@/app/router';
import { keyFirstHistoryEntry } from '@/app/scroll-restoration';
import { preloadFirstSlide } from '@/features/landing/first-slide';
import { initI18n, storedLanguage } from '@/lib/translation/i18n';
import { createQueryClient } from '@/lib/api/query-client';
import { applyStoredTheme } from '@/lib/preferences/theme';

applyStoredTheme();
keyFirstHistoryEntry();
// The landing's largest paint is its first slide: asked for now, not after the first render (decision 021).
if (window.location.pathname === '/') preloadFirstSlide(storedLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The rest of the start in tasks of their own, after the one that ran every module of the first
 * download: the texts, then what the first render waits for. In one task with the modules' run, a
 * phone's main thread was held for 35-50 ms unthrottled, which Lighthouse's simulated phone (four
 * times slower) counted as 100 ms or more of blocking time (decision 021). Not a top-level
 * await: the page's code imports this module's, which would wait for it, and the bundler would move
 * its runtime to a file of its own, a request more before the first paint.
 */
function nextTask(run: () => void) {
  window.setTimeout(run, 0);
}

nextTask(() => {
  const i18n = initI18n();
  nextTask(() => {
    const queryClient = createQueryClient();
    void prepareFirstScreen(queryClient, window.location.pathname, i18n.language).then(() => {
      // A transition: React renders the first screen in short slices, yielding to the browser between
      // them, instead of one long task on a slow phone's main thread (decision 021, total blocking time).
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            {/* English and the footer pages' texts load on demand (lib/translation/i18n). */}
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
  });
});
