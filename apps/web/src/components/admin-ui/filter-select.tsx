import { NativeSelect } from '@/components/ui/native-select';

/** A list filter: a select named by `label` whose first option, "all", is the empty value. */
export function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <NativeSelect
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      className={className}
      options={options}
    >
      <option value="">{allLabel}</option>
    </NativeSelect>
  );
}
