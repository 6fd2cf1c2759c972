import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';

/** The large "back to the home page" button that ends a page with nothing else to show. */
export function BackHomeButton() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/" icon={ArrowLeft} size="lg" className="mt-8">
      {t('common.backHome')}
    </ButtonLink>
  );
}
