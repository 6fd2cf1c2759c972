import type { TUserResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { TooltipProvider } from '@/components/ui/tooltip';
import { AdminPage } from '@/features/admin/admin-page';
import { CashierPendingBadge, CashierTab } from '@/features/cashier/cashier-tab';
import { FullSyncButton } from '@/features/datasources/components/full-sync-button';
import { SliderManager } from '@/features/slider/slider-manager';
import { WhatsappSettings } from '@/features/whatsapp/whatsapp-settings';

/**
 * /admin: the back office, with the slider manager, the WhatsApp setting and the complete data sync
 * composed in. Its tooltips' provider is here, not around the whole site, so the first download of
 * every other page goes without Radix's tooltip.
 */
export function AdminRoute({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  return (
    <TooltipProvider>
      <AdminPage
        user={user}
        cashier={<CashierTab />}
        cashierBadge={<CashierPendingBadge />}
        slider={<SliderManager />}
        config={<WhatsappSettings />}
        fullSync={user.role === 'super_admin' ? <FullSyncButton label={t('admin.fullSync')} /> : undefined}
      />
    </TooltipProvider>
  );
}
