import { Save } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A settings form's submit: the save icon, a spinner in its place while the save is under way. */
export function SaveButton({ label, pending, className }: { label: string; pending: boolean; className?: string }) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending ? <Spinner className="size-4 text-primary-foreground" /> : <Save aria-hidden />}
      {label}
    </Button>
  );
}
