import { useState } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { clearFilters, countFilters, updateCatalogQuery } from '../catalog-query.ts';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';

export interface FilterDrawerProps extends Omit<FilterPanelProps, 'onChange' | 'idPrefix'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (query: CatalogQuery) => void;
}

/**
 * The filter panel on small screens: choices are kept in the drawer until "Apply", so a shopper
 * can change several at once and the list behind reloads (and history grows) only once.
 */
export function FilterDrawer({ open, onOpenChange, onApply, query, ...facets }: FilterDrawerProps) {
  const [draft, setDraft] = useState(query);
  const [wasOpen, setWasOpen] = useState(open);

  // Start from the listing's filters each time the drawer opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(query);
  }

  const chosen = countFilters(draft);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" flush closeLabel="Close filters">
        <div className="px-5 pt-5 pr-14">
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>Choose what to show, then apply.</DialogDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-4">
          <FilterPanel
            {...facets}
            query={draft}
            onChange={(patch) => setDraft((d) => updateCatalogQuery(d, patch))}
            idPrefix="drawer"
          />
        </div>
        <div className="flex gap-3 border-t bg-popover px-5 py-4">
          <Button
            variant="outline"
            className="flex-1"
            disabled={chosen === 0}
            onClick={() => setDraft((d) => clearFilters(d))}
          >
            Clear all
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            Apply
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
