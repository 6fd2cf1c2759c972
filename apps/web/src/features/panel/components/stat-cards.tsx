import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { StatTile } from '@/components/stat-tile';

export type StatCard = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** null while it loads (a placeholder). */
  value: string | null;
  hint: string | null;
};

/**
 * The row of figures at the top of the dashboard and of the wallet: two a row on a phone, four on a
 * desktop. Each item is named by its label ("Total depositado"), as a screen reader announces it.
 */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  const id = useId();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, label, icon, value, hint }) => (
        <li key={key} aria-labelledby={`${id}-${key}`}>
          <StatTile label={label} labelId={`${id}-${key}`} icon={icon} value={value} hint={hint} />
        </li>
      ))}
    </ul>
  );
}
