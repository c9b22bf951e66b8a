import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog.tsx';

export interface PromoPopupProps {
  html: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The promotional popup's dialog; its timing and once-per-browser rule live in
 * promo-popup-host.tsx. It comes unasked over a page the shopper is reading, so it is not modal:
 * the page keeps scrolling and answering, and a press outside, Escape or the close button
 * dismisses it. (As a modal, locking the page's scroll and hiding the page from assistive
 * technology restyled the whole document as it opened: a 30–40 ms task on the slow test machine
 * against 20–25 ms now.)
 */
export default function PromoPopup({ html, open, onOpenChange }: PromoPopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">A note from Pustak</DialogTitle>
        <div className="rich-text pr-6" dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
    </Dialog>
  );
}
