import { ImageIcon } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog.tsx';
import { useUploadAdminImages } from '../api/upload-image.ts';
import { ImageLibrary } from './image-library.tsx';
import { ImageUploadZone } from './image-upload-zone.tsx';
import { UploadList } from './upload-list.tsx';

export interface ImagePickerProps {
  /** Called with the chosen image's URL (its 320 px WebP, `/uploads/…`), as a book stores it. */
  onChange: (url: string) => void;
  /** The URL chosen now: its card is marked. */
  value?: string;
  /** The button that opens the picker; "Choose from library" when omitted. */
  trigger?: ReactNode;
  /** Controlled open state, for a caller that opens the picker itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dialog over the image library: search it, upload new images, and choose one. For the book
 * form (and anything else that needs a picture from the library).
 */
export function ImagePicker({ onChange, value, trigger, open, onOpenChange }: ImagePickerProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { uploads, upload, dismiss, clearFinished } = useUploadAdminImages();
  const onSearchChange = useCallback((s: string) => {
    setSearch(s);
    setPage(1);
  }, []);

  const choose = (image: AdminImage) => {
    onChange(image.url);
    setOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <ImageIcon aria-hidden="true" />
            Choose from library
          </Button>
        )}
      </DialogTrigger>
      <DialogContent side="wide" className="grid gap-4" closeLabel="Close the image library">
        <div className="pr-10">
          <DialogTitle>Choose an image</DialogTitle>
          <DialogDescription>
            Pick one from the library, or upload a new one and use it.
          </DialogDescription>
        </div>
        <ImageUploadZone compact onFiles={(files) => void upload(files)} />
        <UploadList
          uploads={uploads}
          onDismiss={dismiss}
          onClearFinished={clearFinished}
          actionFor={(u) =>
            u.image ? (
              <Button size="sm" onClick={() => choose(u.image!)}>
                Use this image
              </Button>
            ) : null
          }
        />
        <ImageLibrary
          compact
          search={search}
          page={page}
          onSearchChange={onSearchChange}
          onPageChange={setPage}
          selectedUrl={value}
          actionsFor={(image) => (
            <Button
              size="sm"
              className="flex-1"
              aria-label={`Choose ${image.originalName}`}
              onClick={() => choose(image)}
            >
              Choose
            </Button>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
