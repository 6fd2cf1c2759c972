import type { TUserRole } from '@galope/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<TUserRole, BadgeVariant> = { super_admin: 'default', admin: 'soft', user: 'muted' };

/** Spec: admin reads Admin, super admin Super Admin, everyone else Usuario. */
export function RoleBadge({ role }: { role: TUserRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANTS[role]}>
      {role === 'user' ? null : <ShieldCheck className="size-3.5" aria-hidden />}
      {t(`admin.users.roles.${role}`)}
    </Badge>
  );
}
