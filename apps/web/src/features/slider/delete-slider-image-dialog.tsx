import type { TSliderImageResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useActionErrorToast } from '@/lib/use-action-error-toast';

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
  const showActionError = useActionErrorToast();
  const deleteImage = useDeleteSliderImage();

  const confirm = () => {
    if (!image) return;
    deleteImage.mutate(image.id, {
      onSuccess: () => {
        toast({ title: t('slider.toast.deleted'), description: image.title, variant: 'success' });
        onClose();
      },
      onError: (error) => showActionError(error, t('slider.toast.deleteError'), t('slider.toast.deleteErrorText')),
    });
  };

  return (
    <ConfirmDialog
      open={image !== null}
      onClose={onClose}
      icon={<Trash2 aria-hidden />}
      title={t('slider.delete.title')}
      description={t('slider.delete.description', { title: image?.title ?? '' })}
      cancelLabel={t('slider.actions.cancel')}
      confirmLabel={t('slider.delete.confirm')}
      pending={deleteImage.isPending}
      onConfirm={confirm}
    >
      {image ? <SliderThumbnail src={image.imageUrl} alt="" /> : null}
    </ConfirmDialog>
  );
}
