import { useSearchParams } from 'react-router';
import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

/** /collections and /shop; reads the search and category query parameters. */
export default function CollectionsPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const category = params.get('category')?.trim();
  return (
    <ComingSoon title="Collections">
      {search ? <p>You searched for “{search}”.</p> : null}
      {category ? <p>Category: {category}</p> : null}
      <p>Search results and filtered listings will appear here.</p>
    </ComingSoon>
  );
}
