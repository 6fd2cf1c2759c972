import { Button } from '@/components/ui/button';
import type { useRevealOnScroll } from '@/lib/hooks/use-reveal-on-scroll';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/**
 * The end of what is rendered: coming near it renders the next cards; a keyboard or a screen
 * reader reaches the same through the button. It is never the browser's scroll anchor: cards added
 * above it would then push the page down to it again, and again, to the end of the list.
 */
export function MoreCards({ reveal }: { reveal: ReturnType<typeof useRevealOnScroll> }) {
  const { t } = useLightTranslation();
  if (reveal.remaining === 0) return null;
  return (
    <div key={reveal.sentinelKey} ref={reveal.sentinelRef} className="flex justify-center [overflow-anchor:none]">
      <Button variant="outline" onClick={reveal.showMore}>
        {t('board.showMore', { count: reveal.remaining })}
      </Button>
    </div>
  );
}
