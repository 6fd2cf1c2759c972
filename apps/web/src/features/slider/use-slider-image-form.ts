import {
  ADMIN_MESSAGES,
  type TLanguage,
  type TSliderImageResponse,
  ZUpdateSliderImageRequestSchema,
} from '@galope/contracts';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type FieldErrors, fieldErrors } from '@/lib/forms/form-errors';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

import { checkSliderFile, type SliderFileCheck } from './check-slider-file';

export type Field = 'image' | 'title' | 'subtitle' | 'linkUrl' | 'orderIndex';

/** What the admin types or picks, as typed. */
export interface SliderImageValues {
  source: 'file' | 'url';
  imageUrl: string;
  title: string;
  subtitle: string;
  linkUrl: string;
  locale: TLanguage;
  orderIndex: string;
  isActive: boolean;
}

/** Editing a value clears the message under its field (none for the subtitle, language and switch). */
const ERROR_OF: Partial<Record<keyof SliderImageValues, Field>> = {
  source: 'image',
  imageUrl: 'image',
  title: 'title',
  linkUrl: 'linkUrl',
  orderIndex: 'orderIndex',
};

type State = { values: SliderImageValues; errors: FieldErrors<Field> };
type Action =
  | { type: 'set'; field: keyof SliderImageValues; value: SliderImageValues[keyof SliderImageValues] }
  | { type: 'errors'; errors: FieldErrors<Field> }
  | { type: 'error'; field: Field; message: string | undefined };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'set': {
      const values = { ...state.values, [action.field]: action.value };
      const cleared = ERROR_OF[action.field];
      return { values, errors: cleared ? { ...state.errors, [cleared]: undefined } : state.errors };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'error':
      return { ...state, errors: { ...state.errors, [action.field]: action.message } };
  }
}

/**
 * The slide form's state: its values (from the slide being edited, or a new one's defaults), the
 * messages under its fields, the chosen file with its check and preview, and the checks the server
 * also makes, in the UI's language.
 */
export function useSliderImageForm(image: TSliderImageResponse | null, nextOrderIndex: number) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [{ values, errors }, dispatch] = useReducer(reduce, undefined, (): State => ({
    values: {
      source: image ? 'url' : 'file',
      imageUrl: image?.imageUrl ?? '',
      title: image?.title ?? '',
      subtitle: image?.subtitle ?? '',
      linkUrl: image?.linkUrl ?? '',
      locale: image?.locale ?? 'es',
      orderIndex: String(image?.orderIndex ?? nextOrderIndex),
      isActive: image?.isActive ?? true,
    },
    errors: {},
  }));
  const [file, setFile] = useState<File | null>(null);
  const [fileCheck, setFileCheck] = useState<SliderFileCheck | 'checking' | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    // Freed a little later, not at once: the preview may still be loading the previous file when the
    // admin picks another (a URL revoked under a loading image logs ERR_FILE_NOT_FOUND).
    return () => void setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [file]);

  const set = <K extends keyof SliderImageValues>(field: K, value: SliderImageValues[K]) =>
    dispatch({ type: 'set', field, value });
  const setError = (field: Field, message: string | undefined) => dispatch({ type: 'error', field, message });

  const fileMessage = (check: SliderFileCheck): string | undefined => {
    if (check.ok) return undefined;
    const message = translate(check.message) ?? check.message;
    return check.size ? `${message}: ${t('slider.form.ratioDetail', check.size)}` : message;
  };

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setFileCheck('checking');
    setError('image', undefined);
    const check = await checkSliderFile(chosen);
    setFileCheck(check);
    if (!check.ok) setError('image', fileMessage(check));
  };

  /** Shows the problems found under their fields; true when the form can be sent. */
  const validate = async (): Promise<boolean> => {
    const found: FieldErrors<Field> = {};
    if (values.source === 'file') {
      if (!file) found.image = translate(ADMIN_MESSAGES.sliderImageRequired);
      else {
        const check = fileCheck && fileCheck !== 'checking' ? fileCheck : await checkSliderFile(file);
        found.image = fileMessage(check);
      }
    } else if (!values.imageUrl.trim()) {
      found.image = image ? t('slider.form.imageRequiredEdit') : translate(ADMIN_MESSAGES.sliderImageRequired);
    }
    if (!values.title.trim()) found.title = translate(ADMIN_MESSAGES.sliderTitleRequired);
    const order = Number(values.orderIndex);
    if (values.orderIndex.trim() === '' || !Number.isInteger(order) || order < 0)
      found.orderIndex = t('slider.form.orderInvalid');
    const parsed = ZUpdateSliderImageRequestSchema.safeParse({
      ...(values.source === 'url' ? { imageUrl: values.imageUrl.trim() } : {}),
      linkUrl: values.linkUrl.trim(),
    });
    if (!parsed.success) {
      const urlErrors = fieldErrors<'imageUrl' | 'linkUrl'>(parsed.error);
      if (urlErrors.imageUrl) found.image ??= translate(urlErrors.imageUrl);
      if (urlErrors.linkUrl) found.linkUrl = translate(urlErrors.linkUrl);
    }
    const problems = Object.fromEntries(Object.entries(found).filter(([, message]) => message));
    dispatch({ type: 'errors', errors: problems });
    return Object.keys(problems).length === 0;
  };

  return { values, errors, set, setError, file, fileCheck, filePreview, chooseFile, validate };
}
