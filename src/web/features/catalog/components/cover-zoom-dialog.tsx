import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog.tsx';

export interface CoverZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  author: string;
  src: string;
}

/** The enlarged cover (loaded on the first click, so the dialog costs nothing before). */
export default function CoverZoomDialog({
  open,
  onOpenChange,
  title,
  author,
  src,
}: CoverZoomDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="lightbox"
        closeLabel="Close the enlarged cover"
        aria-describedby={undefined}
      >
        <DialogTitle className="sr-only">Cover of {title}</DialogTitle>
        <img
          src={src}
          width={640}
          height={960}
          alt={`Cover of ${title} by ${author}`}
          className="h-auto max-h-[calc(95dvh-1rem)] w-auto max-w-full rounded-lg object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}
