import './index.css';

import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';
import { FullPageSpinner } from '@/components/ui/spinner';
import { createAppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { applyStoredTheme } from '@/lib/theme';

applyStoredTheme();
initI18n();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    {/* English and the footer pages' texts load on demand (lib/i18n). */}
    <Suspense fallback={<FullPageSpinner />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
