import { lazy, Suspense, useEffect, useState } from 'react';

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

/** Waits, then loads and opens the popup if the configured content is not blank. */
export function PromoPopupHost({ html }: { html: string | undefined }) {
  const [open, setOpen] = useState(false);
  const content = html?.trim() ?? '';

  useEffect(() => {
    if (content === '' || alreadySeen()) return;
    const timer = window.setTimeout(() => {
      if (alreadySeen()) return; // another tab showed it meanwhile
      markSeen();
      setOpen(true);
    }, promoPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, [content]);

  if (content === '' || !open) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup html={content} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
