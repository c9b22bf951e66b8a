import { Link } from 'react-router';
import { homeRails } from '@shared/catalog-queries.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { CategoryTiles } from '@web/features/catalog/components/category-tiles.tsx';
import { CollectionRails } from '@web/features/catalog/components/collection-rails.tsx';
import { SortedRail } from '@web/features/catalog/components/sorted-rail.tsx';
import { useCollections } from '@web/features/catalog/api/get-collections.ts';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function HomePage() {
  useDocumentTitle();
  const config = useSiteConfig();
  const categories = config.data?.books.categories;
  const collections = useCollections();
  const collectionNames = new Set(
    (collections.data?.collections ?? []).map((rail) => rail.name.toLowerCase()),
  );
  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent/70 to-background">
        <Container className="py-12 sm:py-16 lg:py-20">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pustak</p>
            <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">
              Books for every Indian reader
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">
              Stories, ideas and Indian-language favourites at fair prices in rupees, with cash on
              delivery and shipping across India.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.collections()} className={buttonVariants({ size: 'lg' })}>
                Explore collections
              </Link>
              <Link
                to={paths.books()}
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                Browse all books
              </Link>
            </div>
          </div>
        </Container>
      </section>

      <Container className="space-y-12 py-10 sm:py-12">
        {config.isError ? null : (
          <section aria-labelledby="categories-heading" className="space-y-4">
            <h2 id="categories-heading" className="text-2xl font-semibold">
              Shop by category
            </h2>
            <CategoryTiles categories={categories} isLoading={config.isPending} />
          </section>
        )}
        {/* A staff collection named like a built-in rail takes its place: staff chose its books. */}
        {homeRails
          .filter((rail) => !collectionNames.has(rail.title.toLowerCase()))
          .map((rail, i) => (
            <SortedRail key={rail.sort} {...rail} priorityFirst={i === 0} />
          ))}
        <CollectionRails />
      </Container>
    </>
  );
}
