import { paths } from '@web/config/paths.ts';
import { CatalogListing } from '@web/features/catalog/components/catalog-listing.tsx';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';

/** /books: the whole catalogue, with the same filters, sort and pages as /collections. */
export default function BooksPage() {
  const config = useSiteConfig();
  return (
    <CatalogListing
      allBooks
      pathFor={paths.books}
      browseCategories={config.data?.books.categories}
    />
  );
}
