import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { ALL, type FilterMenuProps, FilterTriggerFace, filterTriggerClassName } from './filter-trigger';

/** FilterMenu's Radix dropdown menu, loaded after the first screen (components/filter-menu.tsx). */
export function FilterDropdown({ onChange, defaultOpen, ...face }: FilterMenuProps & { defaultOpen?: boolean }) {
  const { allLabel, allIcon, total, options, value, className } = face;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={filterTriggerClassName(className)}>
        <FilterTriggerFace {...face} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)] min-w-64">
        <DropdownMenuRadioGroup value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
          <DropdownMenuRadioItem value={ALL}>
            {allIcon}
            <span className="min-w-0 flex-1 truncate">{allLabel}</span>
            <span className="text-xs text-muted-foreground tabular-nums">({total})</span>
          </DropdownMenuRadioItem>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.icon}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              <span className="text-xs text-muted-foreground tabular-nums">({option.count})</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
