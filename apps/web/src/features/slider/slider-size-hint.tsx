import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The size the slider is laid out for: 1781×266 (about 6.7:1, within 0.5). */
export function SliderSizeHint({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="flex items-start gap-2 rounded-lg bg-primary-soft/50 px-3 py-2 text-xs text-foreground">
      <Info className="mt-px size-4 shrink-0 text-brand" aria-hidden />
      <span>{t('slider.sizeHint')}</span>
    </p>
  );
}
