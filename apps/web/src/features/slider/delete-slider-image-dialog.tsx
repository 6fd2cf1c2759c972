import type { TSliderImageResponse } from '@galope/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <AlertDialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('slider.delete.title')}</AlertDialogTitle>
        {image ? <SliderThumbnail src={image.imageUrl} alt="" /> : null}
        <AlertDialogDescription>{t('slider.delete.description', { title: image?.title ?? '' })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('slider.actions.cancel')}</AlertDialogCancel>
          <AlertDialogConfirm onClick={confirm} disabled={deleteImage.isPending}>
            {deleteImage.isPending ? (
              <Spinner className="size-4 text-destructive-foreground" />
            ) : (
              <Trash2 aria-hidden />
            )}
            {t('slider.delete.confirm')}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
