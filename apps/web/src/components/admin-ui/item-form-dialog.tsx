import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';

import { FormDialog } from '@/components/ui/form-dialog';

/**
 * A form dialog open while it has an item to work on. The form is keyed by the item, so opening it for
 * another one starts from that one's values.
 */
export function ItemFormDialog<TItem extends { id: number }>({
  item,
  onClose,
  icon,
  title,
  description,
  children,
}: {
  item: TItem | null;
  onClose: () => void;
  icon: LucideIcon;
  title: string;
  description: string;
  children: (item: TItem) => ReactNode;
}) {
  return (
    <FormDialog open={item !== null} onClose={onClose} icon={icon} title={title} description={description}>
      {item ? <Fragment key={item.id}>{children(item)}</Fragment> : null}
    </FormDialog>
  );
}
