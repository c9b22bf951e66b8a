import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { paths } from '@web/config/paths.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <BookX aria-hidden="true" className="size-12 text-primary" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Page not found</h1>
        <p className="mt-3 text-muted-foreground">
          This page seems to have gone missing from the shelf. It may have moved, or the address may
          be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonVariants()}>
            Back to home
          </Link>
          <Link to={paths.collections()} className={buttonVariants({ variant: 'outline' })}>
            Browse collections
          </Link>
        </div>
      </div>
    </Container>
  );
}
