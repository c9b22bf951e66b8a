import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function BooksPage() {
  return (
    <ComingSoon title="Browse books">
      Browse the whole catalogue with filters and sorting.
    </ComingSoon>
  );
}
