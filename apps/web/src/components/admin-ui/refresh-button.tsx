import { RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** Reads a block's data again; its arrows turn while the read is under way, and it waits for it. */
export function RefreshButton({
  label,
  fetching,
  onClick,
  className,
}: {
  label: string;
  fetching: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button variant="outline" size="sm" className={className} onClick={onClick} disabled={fetching}>
      <RefreshCw className={fetching ? 'animate-spin' : undefined} aria-hidden />
      {label}
    </Button>
  );
}
