import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

import { cn } from '@/lib/format/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

/** An h3 by default; `level={2}` where the card is a page's first section under its h1. */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<'h3'> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={cn('text-lg leading-tight font-bold', className)} {...props} />;
}

/** A card's title after an icon in the accent colour (`iconClassName` sizes it, `size-4` unless told). */
export function CardIconTitle({
  icon: Icon,
  iconClassName = 'size-4',
  className,
  children,
  ...props
}: ComponentProps<typeof CardTitle> & { icon: LucideIcon; iconClassName?: string }) {
  return (
    <CardTitle className={cn('flex items-center gap-2', className)} {...props}>
      <Icon className={cn('text-brand', iconClassName)} aria-hidden />
      {children}
    </CardTitle>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

/**
 * A card under a base-size heading: the title (after an icon, when given) and the line under it, with
 * `actions` on their right when given; `children` follow the header, usually in a CardContent.
 * `region` makes the card a landmark named by its title; `busy` says its content is being read again.
 */
export function TitledCard({
  title,
  titleId,
  icon,
  iconClassName,
  description,
  actions,
  region = false,
  busy = false,
  className,
  children,
}: {
  title: ReactNode;
  /** The title's id, for a caller that names other elements after it; one is made for a region otherwise. */
  titleId?: string;
  icon?: LucideIcon;
  iconClassName?: string;
  description?: ReactNode;
  actions?: ReactNode;
  region?: boolean;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ownTitleId = useId();
  const headingId = titleId ?? (region ? ownTitleId : undefined);
  const heading = (
    <>
      {icon ? (
        <CardIconTitle id={headingId} icon={icon} iconClassName={iconClassName} className="text-base">
          {title}
        </CardIconTitle>
      ) : (
        <CardTitle id={headingId} className="text-base">
          {title}
        </CardTitle>
      )}
      {description === undefined ? null : <CardDescription>{description}</CardDescription>}
    </>
  );
  return (
    <Card
      role={region ? 'region' : undefined}
      aria-labelledby={region ? headingId : undefined}
      aria-busy={busy || undefined}
      className={className}
    >
      {actions ? (
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">{heading}</div>
          {actions}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      {children}
    </Card>
  );
}
