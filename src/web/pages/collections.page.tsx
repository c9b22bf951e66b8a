import { useLocation } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { CatalogListing } from '@web/features/catalog/components/catalog-listing.tsx';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';

/** /collections and /shop: searches, categories and collections, with filters in the address. */
export default function CollectionsPage() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  return (
    <CatalogListing
      allBooks={false}
      pathFor={pathname.startsWith(paths.shop()) ? paths.shop : paths.collections}
      browseCategories={config.data?.books.categories}
    />
  );
}
