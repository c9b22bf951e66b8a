import { useEffect } from 'react';

export const siteTitle = 'Pustak — Books for every Indian reader';

/** Sets the tab title for client-side navigation; the server sets it for the first load. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Pustak` : siteTitle;
  }, [title]);
}
