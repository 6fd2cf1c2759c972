import { useState } from 'react';

/**
 * A menu whose code (Radix's menu, popper and focus handling: the `overlays` chunk) comes at the
 * player's first sign of wanting it rather than with the page: a button of the same look stands in
 * for its trigger, starts the download when pointed at or focused, and on its press mounts the real
 * menu open (`pressed`). Evaluating that code was a 35 ms task on a phone's load (decision
 * 021); what a press costs now is that download, once.
 */
export function useLoadOnIntent(preload: () => unknown) {
  const [pressed, setPressed] = useState(false);
  const standInProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setPressed(true),
  };
  return { pressed, standInProps };
}
