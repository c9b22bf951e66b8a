import type { ReactNode } from 'react';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate, plural } from '@web/lib/format.ts';
import { formatBytes } from '../format-bytes.ts';

export interface ImageCardProps {
  image: AdminImage;
  /** Buttons under the details (copy and delete, or choose). */
  actions: ReactNode;
  /** Marks the image already chosen (in the picker). */
  selected?: boolean;
}

/** The id of the line saying where an image is used (a disabled Delete points at it). */
export const usageId = (image: AdminImage) => `image-${image.id}-usage`;

/** One library image: its thumbnail, name, size and where it is used. */
export function ImageCard({ image, actions, selected = false }: ImageCardProps) {
  const srcSet = image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm',
        selected && 'ring-2 ring-primary',
      )}
    >
      <div className="flex aspect-square items-center justify-center bg-muted p-2">
        <img
          src={image.url}
          srcSet={srcSet}
          sizes="(min-width: 1024px) 200px, 45vw"
          alt=""
          loading="lazy"
          decoding="async"
          width={image.width}
          height={image.height}
          className="max-h-full w-auto max-w-full rounded object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2.5 sm:p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={image.originalName}>
            {image.originalName}
          </p>
          <p className="text-xs text-muted-foreground">
            {image.width} × {image.height} · {formatBytes(image.sizeBytes)}
          </p>
          <p className="text-xs text-muted-foreground">
            Uploaded <time dateTime={image.createdAt}>{formatDate(image.createdAt)}</time>
          </p>
          <p
            id={usageId(image)}
            className={cn(
              'text-xs',
              image.usedBy > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {image.usedBy > 0 ? `Used by ${plural(image.usedBy, 'book')}` : 'Not used by any book'}
            {selected ? ' · chosen' : ''}
          </p>
        </div>
        <div className="mt-auto flex gap-2">{actions}</div>
      </div>
    </li>
  );
}
