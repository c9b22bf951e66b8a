import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function BookDetailPage() {
  return (
    <ComingSoon title="Book details">
      Descriptions, reviews and buying options for each book.
    </ComingSoon>
  );
}
