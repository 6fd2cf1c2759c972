import type { TUserResponse } from '@galope/contracts';

import { AdminPage } from '@/features/admin/admin-page';
import { SliderManager } from '@/features/slider/slider-manager';
import { WhatsappSettings } from '@/features/whatsapp/whatsapp-settings';

/** /admin: the back office, with the slider manager and the WhatsApp setting as its tabs. */
export function AdminRoute({ user }: { user: TUserResponse }) {
  return <AdminPage user={user} slider={<SliderManager />} config={<WhatsappSettings />} />;
}
