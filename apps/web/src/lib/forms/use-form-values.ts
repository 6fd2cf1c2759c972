import { type ChangeEvent, useState } from 'react';

/** The fields of a form's values that hold any text (not a choice among a few strings). */
type TextField<T> = { [K in keyof T]: string extends T[K] ? K : never }[keyof T] & string;

/**
 * A form's values held in one state object, and `bind(field)`: the `name`, `value` and `onChange`
 * that tie a text input to its field.
 */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const bind = (field: TextField<T>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  return { values, setValues, bind };
}
