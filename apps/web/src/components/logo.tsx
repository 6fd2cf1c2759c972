/** The Galope mark: a horseshoe in the accent colour, then the name. */
export function Logo({ compact }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-black tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-md">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden fill="currentColor">
          <path d="M5 3h4v9a3 3 0 0 0 6 0V3h4v9a7 7 0 0 1-14 0z" />
          <circle cx="7" cy="6" r="0.9" className="fill-primary" />
          <circle cx="17" cy="6" r="0.9" className="fill-primary" />
          <circle cx="7" cy="10" r="0.9" className="fill-primary" />
          <circle cx="17" cy="10" r="0.9" className="fill-primary" />
        </svg>
      </span>
      {compact ? null : (
        <span className="text-xl">
          Gal<span className="text-brand">ope</span>
        </span>
      )}
    </span>
  );
}
