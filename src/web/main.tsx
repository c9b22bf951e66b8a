import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, preloadStorefrontPage } from './app/router.tsx';
import { documentPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Marks the document once the app has taken it over (hydrated or drawn): `data-ready` on
 * `<html>`, which browser tests wait for before they press keys the app handles.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** One client for the page's lifetime, with the docs/product.md §9 defaults. */
const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <AppProvider client={queryClient} pageData={documentPageData()}>
      <AppRouter />
      <ReadyMark />
    </AppProvider>
  </StrictMode>
);

// Public storefront pages arrive rendered by the server (src/web/entry-server.tsx): hydrate
// them once their page's module is here (its chunk is preloaded with the entry), so the first
// render draws what the server drew. Pages behind the session and the admin area arrive empty
// and are drawn here.
if (container.firstElementChild) {
  void preloadStorefrontPage(location.pathname).then(
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time).
    () => startTransition(() => void hydrateRoot(container, app)),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
