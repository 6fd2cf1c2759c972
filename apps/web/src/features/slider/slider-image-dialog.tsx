import { ADMIN_MESSAGES, isSafeUrl, LANGUAGES, type TSliderImageResponse } from '@galope/contracts';
import { ImagePlus, Link2, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api/api-client';
import { cn } from '@/lib/format/cn';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { useCreateSliderImage } from './api/create-slider-image';
import { useUpdateSliderImage } from './api/update-slider-image';
import { useUploadSliderImage } from './api/upload-slider-image';
import { SliderSizeHint } from './slider-size-hint';
import { SliderThumbnail } from './slider-thumbnail';
import { type Field, useSliderImageForm } from './use-slider-image-form';

/** An input for a web address: the phone's URL keyboard and an example of the form. */
const URL_INPUT = { type: 'url', inputMode: 'url', placeholder: 'https://…' } as const;

/** The image's own texts, each as long as the server takes it. */
const TEXT_FIELDS = [
  { field: 'title', maxLength: 200 },
  { field: 'subtitle', maxLength: 300 },
] as const;

/** The form field a request field (either spelling) is shown under. */
const FIELD_OF: Record<string, Field> = {
  imageUrl: 'image',
  title: 'title',
  subtitle: 'subtitle',
  linkUrl: 'linkUrl',
  link_url: 'linkUrl',
  orderIndex: 'orderIndex',
  order_index: 'orderIndex',
};

/**
 * Where the server's refusal belongs: the field its first issue names, else the link for a URL
 * message (an upload sends no image URL), else the image (its type, size, pixels or ratio).
 */
function refusedField(error: { body: unknown; serverMessage?: string }): Field {
  const issues = (error.body as { issues?: { path?: unknown[] }[] } | undefined)?.issues;
  const named = FIELD_OF[String(issues?.[0]?.path?.[0] ?? '')];
  if (named) return named;
  return error.serverMessage === ADMIN_MESSAGES.urlInvalid ? 'linkUrl' : 'image';
}

/** `image`: null adds a new slide; a slide edits it. */
export function SliderImageDialog({
  open,
  image,
  nextOrderIndex,
  onClose,
}: {
  open: boolean;
  image: TSliderImageResponse | null;
  nextOrderIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogTitle className="flex items-center gap-2">
          <ImagePlus className="size-5 text-brand" aria-hidden />
          {image ? t('slider.form.editTitle') : t('slider.form.addTitle')}
        </DialogTitle>
        <DialogDescription className="mt-1">
          {image ? t('slider.form.editDescription') : t('slider.form.addDescription')}
        </DialogDescription>
        {open ? (
          <SliderImageForm key={image?.id ?? 'new'} image={image} nextOrderIndex={nextOrderIndex} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SliderImageForm({
  image,
  nextOrderIndex,
  onDone,
}: {
  image: TSliderImageResponse | null;
  nextOrderIndex: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const showActionError = useActionErrorToast();
  const upload = useUploadSliderImage();
  const create = useCreateSliderImage();
  const update = useUpdateSliderImage();

  const form = useSliderImageForm(image, nextOrderIndex);
  const { values, errors, set, file, fileCheck } = form;
  const { source, imageUrl, title, subtitle, linkUrl, locale, orderIndex, isActive } = values;
  const pending = upload.isPending || create.isPending || update.isPending;

  /** A refusal from the server also shows under its field, where the browser's own checks show theirs. */
  const onRefused = (error: unknown, title: string, fallback: string) => {
    showActionError(error, title, fallback);
    if (!isApiError(error) || !error.serverMessage || (error.status !== 400 && error.status !== 413)) return;
    form.setError(refusedField(error), translate(error.serverMessage));
  };

  const onFileInput = (event: ChangeEvent<HTMLInputElement>) => {
    void form.chooseFile(event.target.files?.[0]);
    // The same file chosen again after a fix elsewhere still fires a change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    void form.chooseFile(event.dataTransfer.files[0]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.validate())) return;

    const fields = {
      title: title.trim(),
      subtitle: subtitle.trim(),
      linkUrl: linkUrl.trim(),
      locale,
      orderIndex: Number(orderIndex),
      isActive,
    };
    if (image) {
      update.mutate(
        { id: image.id, ...fields, imageUrl: imageUrl.trim() },
        {
          onSuccess: () => {
            toast({ title: t('slider.toast.updated'), description: fields.title, variant: 'success' });
            onDone();
          },
          onError: (error) => onRefused(error, t('slider.toast.updateError'), t('slider.toast.updateErrorText')),
        },
      );
    } else if (source === 'file' && file) {
      upload.mutate(
        { image: file, ...fields },
        {
          onSuccess: () => {
            toast({ title: t('slider.toast.uploaded'), description: fields.title, variant: 'success' });
            onDone();
          },
          onError: (error) => onRefused(error, t('slider.toast.uploadError'), t('slider.toast.uploadErrorText')),
        },
      );
    } else {
      create.mutate(
        { ...fields, imageUrl: imageUrl.trim() },
        {
          onSuccess: () => {
            toast({ title: t('slider.toast.added'), description: fields.title, variant: 'success' });
            onDone();
          },
          onError: (error) => onRefused(error, t('slider.toast.addError'), t('slider.toast.addErrorText')),
        },
      );
    }
  };

  const preview = source === 'file' ? form.filePreview : isSafeUrl(imageUrl.trim()) ? imageUrl.trim() : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-medium">{t('slider.form.image')}</legend>
        {image ? null : (
          <SegmentedControl
            value={source}
            onValueChange={(next) => set('source', next)}
            ariaLabel={t('slider.form.source')}
            options={[
              { value: 'file', label: t('slider.form.sourceFile'), icon: <Upload aria-hidden /> },
              { value: 'url', label: t('slider.form.sourceUrl'), icon: <Link2 aria-hidden /> },
            ]}
          />
        )}
        {source === 'file' ? (
          <>
            <label
              htmlFor="slider-file"
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
                'hover:border-primary hover:bg-primary-soft/30 has-[:focus-visible]:border-ring',
                errors.image ? 'border-destructive' : 'border-border',
              )}
            >
              <Upload className="size-6 text-brand" aria-hidden />
              <span className="text-sm font-semibold">{file ? file.name : t('slider.form.chooseFile')}</span>
              <span className="text-xs text-muted-foreground">{t('slider.form.fileHint')}</span>
              <input
                id="slider-file"
                name="image"
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={onFileInput}
                aria-invalid={errors.image ? true : undefined}
                aria-describedby={errors.image ? 'slider-image-error' : 'slider-size-hint'}
              />
            </label>
            {fileCheck === 'checking' ? (
              <Spinner className="size-4 text-brand" label={t('slider.form.checking')} />
            ) : null}
          </>
        ) : (
          <Input
            {...fieldA11y('slider-image-url', errors.image)}
            aria-label={t('slider.form.imageUrl')}
            aria-describedby={errors.image ? 'slider-image-error' : undefined}
            name="imageUrl"
            {...URL_INPUT}
            value={imageUrl}
            onChange={(event) => set('imageUrl', event.target.value)}
          />
        )}
        <FieldError id="slider-image-error" message={errors.image} />
        {preview ? (
          <div className="grid gap-1">
            <span className="text-xs font-medium text-muted-foreground">{t('slider.form.preview')}</span>
            <SliderThumbnail src={preview} alt={t('slider.form.preview')} />
          </div>
        ) : null}
        <SliderSizeHint id="slider-size-hint" />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, maxLength }) => (
          <InputField
            key={field}
            id={`slider-${field}`}
            label={t(`slider.form.${field}`)}
            error={errors[field]}
            name={field}
            maxLength={maxLength}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ))}
      </div>
      <InputField
        id="slider-link"
        label={t('slider.form.linkUrl')}
        hint={t('slider.form.linkHint')}
        error={errors.linkUrl}
        name="linkUrl"
        {...URL_INPUT}
        value={linkUrl}
        onChange={(event) => set('linkUrl', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_7rem_auto] sm:items-start">
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <span className="text-sm font-medium">{t('slider.form.locale')}</span>
          <SegmentedControl
            value={locale}
            onValueChange={(next) => set('locale', next)}
            ariaLabel={t('slider.form.locale')}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`slider.locales.${language}`) }))}
          />
        </div>
        <InputField
          id="slider-order"
          label={t('slider.form.orderIndex')}
          error={errors.orderIndex}
          name="orderIndex"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={orderIndex}
          onChange={(event) => set('orderIndex', event.target.value)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="slider-active">{t('slider.form.isActive')}</Label>
          <div className="flex h-10 items-center">
            <Switch
              id="slider-active"
              checked={isActive}
              onCheckedChange={(next) => set('isActive', next)}
              aria-describedby="slider-active-hint"
            />
          </div>
        </div>
      </div>
      <p id="slider-active-hint" className="-mt-2 text-xs text-muted-foreground">
        {t('slider.form.isActiveHint')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('slider.actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending || fileCheck === 'checking'}>
          {pending ? <Spinner className="size-4 text-primary-foreground" /> : null}
          {image ? t('slider.form.save') : source === 'file' ? t('slider.form.upload') : t('slider.form.add')}
        </Button>
      </div>
    </form>
  );
}
