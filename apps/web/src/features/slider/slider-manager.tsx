import type { TSliderImageResponse } from '@galope/contracts';
import { Eye, EyeOff, ImagePlus, Images, Link2, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminCardHeader } from '@/components/admin-ui/admin-card-header';
import { QueryContent } from '@/components/admin-ui/query-content';
import { ListSkeleton } from '@/components/list-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/format/cn';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

import { useAdminSliderImages } from './api/get-admin-slider-images';
import { useUpdateSliderImage } from './api/update-slider-image';
import { DeleteSliderImageDialog } from './delete-slider-image-dialog';
import { SliderImageDialog } from './slider-image-dialog';
import { SliderSizeHint } from './slider-size-hint';
import { SliderThumbnail } from './slider-thumbnail';

type Editing = { image: TSliderImageResponse | null } | null;

/** The home slider's images, inactive ones included: add, edit, show or hide, delete. */
export function SliderManager() {
  const { t } = useTranslation();
  const images = useAdminSliderImages();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TSliderImageResponse | null>(null);

  const titleId = useId();
  const nextOrderIndex = images.data?.length ? Math.max(...images.data.map((image) => image.orderIndex)) + 1 : 0;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <AdminCardHeader
        icon={Images}
        title={t('slider.title')}
        titleId={titleId}
        description={
          images.data
            ? t('slider.count', {
                count: images.data.length,
                active: images.data.filter((image) => image.isActive).length,
              })
            : t('slider.description')
        }
        actions={
          <Button onClick={() => setEditing({ image: null })}>
            <ImagePlus aria-hidden />
            {t('slider.actions.add')}
          </Button>
        }
      />
      <CardContent className="grid gap-4 px-3 sm:px-5">
        <SliderSizeHint />
        <QueryContent
          query={images}
          loading={<ListSkeleton rows={3} rowClassName="h-24" className="gap-3" />}
          loadError={t('slider.loadError')}
          retryLabel={t('slider.actions.retry')}
          isEmpty={(data) => data.length === 0}
          empty={
            <div>
              <EmptyState
                icon={<Images />}
                title={t('slider.empty')}
                description={t('slider.emptyHint')}
                action={
                  <Button size="sm" onClick={() => setEditing({ image: null })}>
                    <ImagePlus aria-hidden />
                    {t('slider.actions.add')}
                  </Button>
                }
              />
            </div>
          }
        >
          {(data) => (
            <ul className="grid gap-3" aria-label={t('slider.title')}>
              {data.map((image) => (
                <SliderImageItem
                  key={image.id}
                  image={image}
                  onEdit={() => setEditing({ image })}
                  onDelete={() => setDeleting(image)}
                />
              ))}
            </ul>
          )}
        </QueryContent>
      </CardContent>
      <SliderImageDialog
        open={editing !== null}
        image={editing?.image ?? null}
        nextOrderIndex={nextOrderIndex}
        onClose={() => setEditing(null)}
      />
      <DeleteSliderImageDialog image={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function SliderImageItem({
  image,
  onEdit,
  onDelete,
}: {
  image: TSliderImageResponse;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSliderImage();
  const showActionError = useActionErrorToast();
  const titleId = useId();

  const toggle = () =>
    update.mutate(
      { id: image.id, isActive: !image.isActive },
      {
        onSuccess: (updated) =>
          toast({
            title: t('slider.toast.updated'),
            description: updated.isActive ? t('slider.toast.shown') : t('slider.toast.hidden'),
            variant: 'success',
          }),
        onError: (error) => showActionError(error, t('slider.toast.updateError'), t('slider.toast.updateErrorText')),
      },
    );

  const toggleLabel = image.isActive ? t('slider.actions.hide') : t('slider.actions.show');

  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-border p-3',
        "[grid-template-areas:'thumb_thumb'_'text_text'_'meta_actions']",
        "sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)_auto] sm:[grid-template-areas:'thumb_text_actions'_'thumb_meta_actions']",
      )}
      aria-labelledby={titleId}
      data-active={image.isActive}
    >
      <SliderThumbnail
        src={image.imageUrl}
        alt={image.title}
        className={cn('transition-opacity [grid-area:thumb]', image.isActive ? undefined : 'opacity-40 grayscale')}
      />
      <div className={cn('grid min-w-0 gap-0.5 self-end [grid-area:text]', image.isActive ? undefined : 'opacity-60')}>
        <p id={titleId} className="font-semibold [overflow-wrap:anywhere]">
          {image.title}
        </p>
        {image.subtitle ? <p className="text-sm text-muted-foreground">{image.subtitle}</p> : null}
      </div>
      <div
        className={cn(
          'flex min-w-0 flex-wrap items-center gap-1.5 self-start [grid-area:meta]',
          image.isActive ? undefined : 'opacity-60',
        )}
      >
        <Badge variant="outline">{image.locale.toUpperCase()}</Badge>
        <Badge variant="muted">{t('slider.order', { order: image.orderIndex })}</Badge>
        <Badge variant={image.isActive ? 'success' : 'muted'}>
          {image.isActive ? t('slider.active') : t('slider.inactive')}
        </Badge>
        {image.linkUrl ? (
          <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <Link2 className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{image.linkUrl}</span>
          </span>
        ) : null}
      </div>
      <div className="flex justify-end gap-1 [grid-area:actions]">
        <ImageAction label={toggleLabel} image={image} onClick={toggle} disabled={update.isPending}>
          {image.isActive ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        </ImageAction>
        <ImageAction label={t('slider.actions.edit')} image={image} onClick={onEdit}>
          <Pencil aria-hidden />
        </ImageAction>
        <ImageAction
          label={t('slider.actions.delete')}
          image={image}
          onClick={onDelete}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </ImageAction>
      </div>
    </li>
  );
}

/** An icon button acting on one image: its tooltip says what it does, its name says to which image. */
function ImageAction({
  label,
  image,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  image: TSliderImageResponse;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} side="top">
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={`${label}: ${image.title}`}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
