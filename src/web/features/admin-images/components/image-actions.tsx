import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { useDeleteAdminImage } from '../api/delete-image.ts';
import { usageId } from './image-card.tsx';

/**
 * Copies the image's address as the shop stores it (`/uploads/…`): pasted into a book's image
 * field it is recognised as a library image, so the library can tell the image is in use.
 */
export function CopyImageUrlButton({ image }: { image: AdminImage }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(image.url);
      toast({ variant: 'success', title: 'Image URL copied', description: image.url });
    } catch {
      toast({
        variant: 'error',
        title: 'Could not copy the URL',
        description: `Copy it by hand: ${image.url}`,
        duration: 8000,
      });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-w-0 flex-1 px-2"
      aria-label={`Copy URL of ${image.originalName}`}
      onClick={() => void copy()}
    >
      <Copy aria-hidden="true" />
      Copy URL
    </Button>
  );
}

/** Delete, after a confirmation; disabled (and the card says why) while a book uses the image. */
export function DeleteImageButton({ image }: { image: AdminImage }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAdminImage();
  const { toast } = useToast();
  const inUse = image.usedBy > 0;

  const confirm = () =>
    remove.mutate(image.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', title: 'Image deleted', description: image.originalName });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'error',
          title: 'Could not delete the image',
          description: errorMessage(error),
          duration: 8000,
        });
      },
    });

  return (
    <>
      <Button
        variant="outline"
        size="icon"
        disabled={inUse}
        aria-label={`Delete ${image.originalName}`}
        aria-describedby={inUse ? usageId(image) : undefined}
        title={
          inUse
            ? `Used by ${plural(image.usedBy, 'book')}: choose another image for them first`
            : 'Delete'
        }
        className="size-9 text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this image?"
        description={
          <>“{image.originalName}” and its three sizes are removed for good. No book uses it.</>
        }
        confirmLabel="Delete image"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
