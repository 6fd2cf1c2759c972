import type { TUserResponse } from '@galope/contracts';
import { lazy, Suspense } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { CashierRequestsList } from '@/features/cashier/cashier-requests-list';
import { PanelPage } from '@/features/panel/panel-page';
import { withStaffTranslations } from '@/lib/translation/i18n';

// Only admins open these tabs: their code loads when one is shown.
const AdminPanelTab = lazy(
  withStaffTranslations(() => import('@/features/admin/admin-panel-tab').then((m) => ({ default: m.AdminPanelTab }))),
);
const SliderManager = lazy(
  withStaffTranslations(() => import('@/features/slider/slider-manager').then((m) => ({ default: m.SliderManager }))),
);
const ApiManagementTab = lazy(
  withStaffTranslations(() =>
    import('@/features/datasources/api-management-tab').then((m) => ({ default: m.ApiManagementTab })),
  ),
);

function TabFallback() {
  return (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}

/**
 * /panel: the control panel, with the back office's admin and slider-management tabs and the data
 * sources' API tab composed in.
 */
export function PanelRoute({ user }: { user: TUserResponse | null }) {
  // The admin tabs' tooltips (see admin-route).
  return (
    <TooltipProvider>
      <PanelPage
        user={user}
        cashierRequests={<CashierRequestsList />}
        adminTab={
          user ? (
            <Suspense fallback={<TabFallback />}>
              <AdminPanelTab user={user} />
            </Suspense>
          ) : null
        }
        sliderManagementTab={
          <Suspense fallback={<TabFallback />}>
            <SliderManager />
          </Suspense>
        }
        apiManagementTab={
          <Suspense fallback={<TabFallback />}>
            <ApiManagementTab />
          </Suspense>
        }
      />
    </TooltipProvider>
  );
}
