import { useCallback, useState } from 'react';

/**
 * Whether a book's cover failed to load, so the card can show its placeholder instead of a
 * broken image: imported catalogues carry cover links that no longer answer (the Book-Crossing
 * file's image links, for one). `ref` and `onError` go on the <img>; the ref also catches a
 * cover that failed before the page was hydrated, when React was not yet listening.
 */
export function useCoverFailed(imageUrl: string) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const onError = useCallback(() => setFailedUrl(imageUrl), [imageUrl]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedUrl(imageUrl);
    },
    [imageUrl],
  );
  return { failed: failedUrl === imageUrl, coverProps: { ref, onError } };
}
