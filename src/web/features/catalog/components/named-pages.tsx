import { ArrowRight, BookCopy, Building2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '@shared/money.ts';
import { paths } from '@web/config/paths.ts';
import type { NamedPages as Named } from '@shared/schemas/catalog.ts';

const pageOf = {
  series: { path: paths.series, Icon: BookCopy, what: 'Series' },
  person: { path: paths.person, Icon: UserRound, what: '' },
  publisher: { path: paths.publisher, Icon: Building2, what: 'Publisher' },
} as const;

const books = ({ books: n, more, kind }: Named[number]) => {
  const count = `${formatCount(n)}${more ? '+' : ''}`;
  return kind === 'series'
    ? `${count} ${n === 1 && !more ? 'volume' : 'volumes'} in reading order`
    : `${count} ${n === 1 && !more ? 'book' : 'books'}`;
};

/** The series, people and publishers a search names, as links above its books. */
export function NamedPages({ pages }: { pages: Named | undefined }) {
  if (!pages || pages.length === 0) return null;
  return (
    <nav aria-label="Pages for this search" className="flex flex-wrap gap-2">
      {pages.map((p) => {
        const { path, Icon, what } = pageOf[p.kind];
        const role = p.kind === 'person' ? p.roles.join(', ') : what;
        return (
          <Link
            key={`${p.kind}-${p.slug}`}
            to={path(p.slug)}
            className="group inline-flex min-h-11 items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="grid">
              <span className="font-semibold">{p.name}</span>
              <span className="text-xs text-muted-foreground">
                {role ? `${role} · ` : ''}
                {books(p)}
              </span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 shrink-0 opacity-60 group-hover:opacity-100"
            />
          </Link>
        );
      })}
    </nav>
  );
}
