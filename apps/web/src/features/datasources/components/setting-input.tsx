import { type KeyboardEvent, useState } from 'react';

import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useDatasourceMessage } from '../hooks/use-datasource-message';
import { parseSettingInput, type SettingField, settingText } from '../model/parse-setting-input';

/**
 * A number setting saved when the box loses focus or on Enter (Escape puts the saved value back).
 * The contracts' rule is checked first: a refused value shows its message under the box and is not sent.
 */
export function SettingInput({
  id,
  field,
  label,
  hint,
  saved,
  onSave,
  pending,
  placeholder,
  min,
  max,
  suffix,
}: {
  id: string;
  field: SettingField;
  label: string;
  hint?: string;
  saved: number | null;
  /** Resolves true when the server took it. */
  onSave: (value: number | null) => Promise<boolean>;
  pending: boolean;
  placeholder?: string;
  min: number;
  max: number;
  suffix?: string;
}) {
  const translate = useDatasourceMessage();
  const [text, setText] = useState(settingText(saved));
  const [error, setError] = useState<string>();
  // A save (here or in another tab of the page) changes the saved value: show it.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setText(settingText(saved));
    setError(undefined);
  }

  const commit = async () => {
    const parsed = parseSettingInput(field, text);
    if (!parsed.ok) {
      setError(translate(parsed.message));
      return;
    }
    setError(undefined);
    setText(settingText(parsed.value));
    if (parsed.value === saved) return;
    const ok = await onSave(parsed.value);
    if (!ok) setText(settingText(saved));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setText(settingText(saved));
      setError(undefined);
    }
  };

  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          {...fieldA11y(id, error, hint)}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          placeholder={placeholder}
          value={text}
          aria-busy={pending || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          className={suffix || pending ? 'pr-20' : undefined}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-2 text-xs text-muted-foreground">
          {pending ? <Spinner className="size-4 text-brand" /> : null}
          {suffix}
        </span>
      </div>
    </FormField>
  );
}
