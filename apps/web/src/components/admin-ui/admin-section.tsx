import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A back-office section named by its heading: the title, a line under it (led by `descriptionIcon` when
 * given), an action beside them, then the section's content.
 */
export function AdminSection({
  id,
  title,
  description,
  descriptionIcon: DescriptionIcon,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  descriptionIcon?: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <div className="grid gap-1">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {DescriptionIcon ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <DescriptionIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {description}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{description}</p>
      )}
    </div>
  );
  return (
    <section aria-labelledby={id} className="grid gap-4">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
