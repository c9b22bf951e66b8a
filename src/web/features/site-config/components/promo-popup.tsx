import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog.tsx';

export interface PromoPopupProps {
  html: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The promotional popup's dialog; its timing and once-per-browser rule live in use-promo-popup. */
export default function PromoPopup({ html, open, onOpenChange }: PromoPopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">A note from Pustak</DialogTitle>
        <div className="rich-text pr-6" dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
    </Dialog>
  );
}
