import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enablePixel, track } from '@web/lib/tracking.ts';

/** PageView per storefront address, and the ad pixel once the site config names one. */
export function useStorefrontTracking(metaPixelId: string | null | undefined) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (metaPixelId) enablePixel(metaPixelId);
  }, [metaPixelId]);
  useEffect(() => {
    track('PageView', {}, { path: `${pathname}${search}` });
  }, [pathname, search]);
}
