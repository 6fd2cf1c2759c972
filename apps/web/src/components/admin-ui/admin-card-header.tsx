import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A back-office card's head: its icon and title, a line under them, and the card's actions on the right. */
export function AdminCardHeader({
  icon: Icon,
  title,
  titleId,
  description,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  titleId?: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon className="size-5 text-brand" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {actions}
    </CardHeader>
  );
}
