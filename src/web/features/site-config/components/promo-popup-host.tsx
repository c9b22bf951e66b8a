import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md §2 "Promotional popup" and §9: shown 2000 ms after load, once per browser. */
export const promoPopupDelayMs = 2000;
export const promoPopupSeenKey = 'pustak-popup-seen';

const PromoPopup = lazy(() => import('./promo-popup.tsx'));

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(promoPopupSeenKey) !== null;
  } catch {
    return true; // without storage we could not remember it, so never show it
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(promoPopupSeenKey, '1');
  } catch {
    // see alreadySeen
  }
}

/** Pages a promotion must not interrupt: paying, and the steps of a mailed link or code. */
export const promoPopupQuietPaths = [
  '/checkout',
  '/confirm-email',
  '/reset-password',
  '/forgot-password',
];

/** Whether a dialog (sign-in, a confirmation, the filter drawer…) is open on the page. */
function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** How often a due popup looks again whether the dialog in its way has closed. */
const waitForDialogMs = 500;

/**
 * Waits, then loads and opens the popup if the configured content is not blank: never on the
 * quiet pages, and never over another dialog (it waits until that one closes).
 */
export function PromoPopupHost({ html }: { html: string | undefined }) {
  const [open, setOpen] = useState(false);
  const content = html?.trim() ?? '';
  const { pathname } = useLocation();
  const quiet = promoPopupQuietPaths.includes(pathname.replace(/\/$/, ''));

  useEffect(() => {
    if (content === '' || quiet || alreadySeen()) return;
    let timer = 0;
    const show = () => {
      if (alreadySeen()) return; // another tab showed it meanwhile
      if (anotherDialogOpen()) {
        timer = window.setTimeout(show, waitForDialogMs);
        return;
      }
      markSeen();
      setOpen(true);
    };
    timer = window.setTimeout(show, promoPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, [content, quiet]);

  if (content === '' || !open) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup html={content} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
