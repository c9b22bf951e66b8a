import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { plural } from '@web/lib/format.ts';

export interface CategoryRowProps {
  name: string;
  position: number;
  total: number;
  /** Books carrying it (null for a category added here and not saved yet). */
  books: number | null;
  /** Renaming needs the saved list: null when it is not possible, with the reason. */
  renameBlockedBecause: string | null;
  onMove: (delta: -1 | 1) => void;
  onRename: () => void;
  onRemove: () => void;
  /** Set when Remove was pressed on a category in use. */
  removeRefusal: string | null;
  buttonRef: (key: 'up' | 'down', el: HTMLButtonElement | null) => void;
}

/** One category: its place, how many books use it, and its actions. */
export function CategoryRow({
  name,
  position,
  total,
  books,
  renameBlockedBecause,
  onMove,
  onRename,
  onRemove,
  removeRefusal,
  buttonRef,
}: CategoryRowProps) {
  const inUse = (books ?? 0) > 0;
  const refusalId = `category-${position}-refusal`;
  return (
    <li className="grid gap-2 border-b px-3 py-2 last:border-b-0">
      <div className="flex items-center gap-2 sm:gap-3">
        <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
          {position}.
        </span>
        <div className="min-w-0 flex-1">
          <span className="block font-medium break-words">{name}</span>
          <span className="block text-xs text-muted-foreground">
            {books === null ? 'New, not saved' : plural(books, 'book')}
          </span>
        </div>
        <div className="flex shrink-0">
          <Button
            ref={(el) => buttonRef('up', el)}
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move ${name} up`}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            ref={(el) => buttonRef('down', el)}
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move ${name} down`}
            disabled={position === total}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Rename ${name}`}
            title={renameBlockedBecause ?? undefined}
            disabled={renameBlockedBecause !== null}
            onClick={onRename}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 text-destructive hover:text-destructive"
            aria-label={`Remove ${name}`}
            // Focusable even when refused, so pressing it can say why.
            aria-disabled={inUse || undefined}
            aria-describedby={removeRefusal ? refusalId : undefined}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {removeRefusal ? (
        <p id={refusalId} role="alert" className="pl-9 text-sm text-destructive">
          {removeRefusal}
        </p>
      ) : null}
    </li>
  );
}
