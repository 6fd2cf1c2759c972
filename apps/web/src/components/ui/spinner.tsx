import { LoaderCircle } from 'lucide-react';

import { cn } from '@/lib/format/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden className={cn('animate-spin', className ?? 'size-6 text-brand')} />
      <span className="sr-only">{label ?? 'Cargando…'}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="size-10 text-brand" />
    </div>
  );
}
