import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/format/cn';

/** A slide's image at the slider's 1781:266 shape; a broken one says so instead of a torn icon. */
export function SliderThumbnail({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <div className={cn('relative aspect-[1781/266] w-full overflow-hidden rounded-lg bg-muted', className)}>
      {failed ? (
        <div className="absolute inset-0 flex items-center justify-center gap-1.5 px-2 text-center text-xs font-medium text-muted-foreground">
          <ImageOff className="size-4 shrink-0" aria-hidden />
          {t('slider.imageError')}
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
