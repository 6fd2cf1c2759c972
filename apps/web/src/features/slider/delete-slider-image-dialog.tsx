import type { TSliderImageResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useConfirmedAction } from '@/lib/forms/use-confirmed-action';

import { useDeleteSliderImage } from './api/delete-slider-image';
import { SliderThumbnail } from './slider-thumbnail';

export function DeleteSliderImageDialog({
  image,
  onClose,
}: {
  image: TSliderImageResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deleteImage = useDeleteSliderImage();
  const confirmation = useConfirmedAction({
    target: image,
    mutation: deleteImage,
    variables: ({ id }) => id,
    success: (_, { title }) => ({ title: t('slider.toast.deleted'), description: title }),
    failure: { title: t('slider.toast.deleteError'), text: t('slider.toast.deleteErrorText') },
    onClose,
  });

  return (
    <ConfirmDialog
      {...confirmation}
      icon={<Trash2 aria-hidden />}
      title={t('slider.delete.title')}
      description={t('slider.delete.description', { title: image?.title ?? '' })}
      cancelLabel={t('slider.actions.cancel')}
      confirmLabel={t('slider.delete.confirm')}
    >
      {image ? <SliderThumbnail src={image.imageUrl} alt="" /> : null}
    </ConfirmDialog>
  );
}
