import { Images, Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { cn } from '@web/lib/cn.ts';
import { plural } from '@web/lib/format.ts';
import { useAdminImages } from '../api/get-images.ts';
import { ImageCard } from './image-card.tsx';

export interface ImageLibraryProps {
  search: string;
  page: number;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  /** The buttons on each card. */
  actionsFor: (image: AdminImage) => ReactNode;
  /** The URL already chosen (the picker marks its card). */
  selectedUrl?: string;
  /** Fewer columns, for the picker dialog. */
  compact?: boolean;
}

/** Typing waits this long before searching, so each keystroke is not a request. */
const searchDelayMs = 300;

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address (back button, a link) can change the search from outside.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChange(text.trim()), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        Search images by file name
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search by file name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

const gridClass = (compact: boolean) =>
  cn(
    'grid grid-cols-2 gap-3 sm:gap-4',
    compact ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  );

function LibrarySkeleton({ compact }: { compact: boolean }) {
  return (
    <div role="status" aria-label="Loading images">
      <ul className={gridClass(compact)}>
        {Array.from({ length: compact ? 8 : 12 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className="aspect-square rounded-none" />
            <div className="grid gap-2 p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-9 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The library: search by name, a grid of thumbnails, pages of 24. */
export function ImageLibrary({
  search,
  page,
  onSearchChange,
  onPageChange,
  actionsFor,
  selectedUrl,
  compact = false,
}: ImageLibraryProps) {
  const images = useAdminImages({ search, page });
  const data = images.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the end (the last image on it deleted, an old link): go to the last one.
  useEffect(() => {
    if (data && page > totalPages) onPageChange(totalPages);
  }, [data, page, totalPages, onPageChange]);

  let body: ReactNode;
  if (images.isPending) {
    body = <LibrarySkeleton compact={compact} />;
  } else if (images.isError) {
    body = (
      <QueryError
        title="We couldn't load the images"
        error={images.error}
        onRetry={() => void images.refetch()}
        retrying={images.isFetching}
      />
    );
  } else if (data && data.items.length === 0) {
    body = search ? (
      <EmptyState Icon={Search} title="No images match">
        Nothing in the library is named like “{search}”. Try part of the file name.
      </EmptyState>
    ) : (
      <EmptyState Icon={Images} title="No images yet">
        Upload book covers and other pictures above; they appear here, ready to use.
      </EmptyState>
    );
  } else if (data) {
    body = (
      <ul
        aria-label="Images"
        aria-busy={images.isPlaceholderData || undefined}
        className={cn(gridClass(compact), images.isPlaceholderData && 'opacity-60')}
      >
        {data.items.map((image) => (
          <ImageCard
            key={image.id}
            image={image}
            actions={actionsFor(image)}
            selected={
              selectedUrl !== undefined && image.variants.some((v) => v.url === selectedUrl)
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-label="Image library" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox value={search} onChange={onSearchChange} />
        {data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(data.total, 'image')}
            {search ? ` matching “${search}”` : ' in the library'}
          </p>
        ) : null}
      </div>
      {body}
      <Pagination
        page={page}
        totalPages={totalPages}
        label="Image library pages"
        onPageChange={onPageChange}
      />
    </section>
  );
}
