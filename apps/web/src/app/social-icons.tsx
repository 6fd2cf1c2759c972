import type { ReactElement } from 'react';

/** Brand marks drawn as simple outlines (lucide ships no brand icons). */
const PATHS: Record<string, ReactElement> = {
  facebook: (
    <path
      d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V7.8c0-.5.4-.8.9-.8H15z"
      fill="currentColor"
      stroke="none"
    />
  ),
  twitter: (
    <>
      <path d="M4 4l16 16" />
      <path d="M20 4L4 20" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  telegram: <path d="M21 4L3 11l6 2.5M21 4l-3.5 16-8.5-6.5M21 4L9 13.5V19l3-3.5" />,
  whatsapp: (
    <>
      <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.4z" />
      <path
        d="M9 9.5c.3 2.2 2.3 4.2 4.5 4.5l1.2-1.2 1.8.9c-.2 1-1 1.8-2 1.8-3.6 0-6.5-2.9-6.5-6.5 0-1 .8-1.8 1.8-2l.9 1.8z"
        fill="currentColor"
        stroke="none"
      />
    </>
  ),
};

export function SocialIcon({ name, className }: { name: keyof typeof PATHS | string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
