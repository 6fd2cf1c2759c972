import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useId, useMemo, useState } from 'react';

import { cn } from '@/lib/format/cn';

/** The open tab and the ids tying each trigger to its panel. */
const TabsState = createContext<{ baseId: string; value: string | undefined } | null>(null);

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Radix's tabs (roving focus, arrow keys, the tab roles), with panels of our own: Radix mounts each
 * panel through its Presence, which reads the panel's computed animation when it mounts and so makes
 * the browser compute the whole page's styles in the middle of React's commit, a task of 40 ms on a
 * phone's first screen of the board (decision 021). No panel here animates in or out.
 */
export function Tabs({
  value: controlledValue,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const state = useMemo(() => ({ baseId, value }), [baseId, value]);
  return (
    <TabsState.Provider value={state}>
      <TabsPrimitive.Root
        value={value}
        onValueChange={(next) => {
          setUncontrolledValue(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsState.Provider>
  );
}

function useTabsState(part: string) {
  const state = useContext(TabsState);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex items-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  compact,
  value,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { compact?: boolean }) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-lg py-1.5 font-semibold whitespace-nowrap transition-colors',
        compact ? 'px-2 text-xs sm:px-3 sm:text-sm' : 'px-3 text-sm',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/** The open tab's panel, as Radix draws it (role, ids, focusable), and nothing for the others. */
export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: open } = useTabsState('TabsContent');
  if (value !== open) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
