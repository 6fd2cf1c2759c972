import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** The large "back to the home page" button that ends a page with nothing else to show. */
export function BackHomeButton() {
  const { t } = useTranslation();
  return (
    <Button asChild size="lg" className="mt-8">
      <Link to="/">
        <ArrowLeft aria-hidden />
        {t('common.backHome')}
      </Link>
    </Button>
  );
}
