import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { imageUploadLimits } from '@shared/schemas/admin-images.ts';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';

export interface ImageUploadZoneProps {
  onFiles: (files: File[]) => void;
  /** A shorter box, for the picker dialog. */
  compact?: boolean;
  className?: string;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drop images here, or choose them with the button (the keyboard's way in). The hidden file
 * input is the one control behind both; what is dropped goes the same way.
 */
export function ImageUploadZone({ onFiles, compact = false, className }: ImageUploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed bg-card px-4 text-center transition-colors',
        compact ? 'py-5 sm:flex-row sm:gap-4 sm:text-left' : 'py-10',
        dragging ? 'border-primary bg-accent' : 'border-input',
        className,
      )}
    >
      <ImageUp
        aria-hidden="true"
        className={cn('shrink-0 text-muted-foreground', compact ? 'size-8' : 'size-10')}
      />
      <div className={cn('grid gap-1', compact && 'sm:flex-1')}>
        <p className="font-medium">
          {dragging ? 'Drop to upload' : 'Drag images here to upload them'}
        </p>
        <p className="text-sm text-muted-foreground">
          {imageUploadLimits.kinds}, up to 5 MB each. Stored as WebP at three sizes; photo metadata
          is removed.
        </p>
      </div>
      <Button variant="outline" onClick={() => input.current?.click()}>
        Choose files…
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={imageUploadLimits.accept}
        aria-label="Images to upload"
        data-testid="image-upload-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again (after an error, say) must fire a change again.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
