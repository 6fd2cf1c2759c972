import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';

/** A panel tab whose content arrives in a later release. */
export function SoonTab({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <EmptyState icon={<Hourglass />} title={title} description={t('panel.soon')} className="bg-card" />
    </div>
  );
}
