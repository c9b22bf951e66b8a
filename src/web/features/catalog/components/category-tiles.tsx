import { Link } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';

export interface CategoryTilesProps {
  categories: readonly string[] | undefined;
  isLoading?: boolean;
}

// Warm paper tones that keep ink-coloured text above 4.5:1 in both themes.
const tones = [
  'bg-[#f6e7d3] dark:bg-[#3a2c20]',
  'bg-[#e8efe4] dark:bg-[#24301f]',
  'bg-[#e6ebf3] dark:bg-[#222a36]',
  'bg-[#f3e3e6] dark:bg-[#372326]',
  'bg-[#efe8d8] dark:bg-[#332d20]',
];

/** The site config's categories as tiles, each opening the collections filtered by it. */
export function CategoryTiles({ categories, isLoading = false }: CategoryTilesProps) {
  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {categories.map((category, i) => (
        <li key={category}>
          <Link
            to={paths.collections({ category })}
            className={`flex h-20 items-center justify-center rounded-lg border px-3 text-center font-serif text-base font-semibold text-foreground transition-transform hover:-translate-y-0.5 hover:shadow-sm ${tones[i % tones.length]}`}
          >
            {category}
          </Link>
        </li>
      ))}
    </ul>
  );
}
