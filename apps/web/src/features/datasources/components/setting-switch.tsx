import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';

/** A labelled on/off setting saved the moment it is flipped; busy while the request runs. */
export function SettingSwitch({
  id,
  label,
  hint,
  checked,
  pending,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  pending: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <div className="grid min-w-0 gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <span className="flex items-center gap-2">
        {pending ? <Spinner className="size-4 text-brand" /> : null}
        <Switch
          id={id}
          checked={checked}
          disabled={pending}
          aria-busy={pending || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onCheckedChange={onChange}
        />
      </span>
    </div>
  );
}
