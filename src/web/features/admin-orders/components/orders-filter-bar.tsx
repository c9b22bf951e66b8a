import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { orderStatuses } from '@shared/schemas/checkout.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { FilterBar, FilterField, FilterSearch } from '@web/components/ui/filter-bar.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import type { AdminOrdersFilters } from '@web/config/paths.ts';
import { statusLabel } from '@web/components/orders/order-labels.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { hasOrdersFilters } from '../orders-filters.ts';

export interface OrdersFilterBarProps {
  filters: AdminOrdersFilters;
  /** The name of the customer whose orders are shown, once a row says it. */
  customerName?: string;
  onChange: (patch: Partial<AdminOrdersFilters>) => void;
  onClear: () => void;
}

/** Status, date range and search; each change lands in the address, so the view can be shared. */
export function OrdersFilterBar({
  filters,
  customerName,
  onChange,
  onClear,
}: OrdersFilterBarProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const search = (
    <FilterSearch
      label="Customer or order number"
      value={filters.q}
      placeholder="Email, name or PSK-000123"
      buttonLabel="Search orders"
      onSearch={(q) => onChange({ q: q || undefined })}
      className="col-span-2 min-w-0 flex-1 lg:col-span-1"
    />
  );
  const fields = (
    <>
      <FilterField id="orders-status" label="Status" className="col-span-2 lg:col-span-1">
        <Select
          id="orders-status"
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
        >
          <option value="">All statuses</option>
          {orderStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="orders-from" label="Placed from">
        <Input
          id="orders-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </FilterField>
      <FilterField id="orders-to" label="Placed until">
        <Input
          id="orders-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </FilterField>
    </>
  );
  const active = [filters.status, filters.from, filters.to].filter(Boolean).length;

  return (
    <div className="mb-4 space-y-3">
      {wide ? (
        <FilterBar className="grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(3,minmax(9rem,1fr))]">
          {search}
          {fields}
        </FilterBar>
      ) : (
        // Phones: the search stays in view, the other filters sit in a sheet (ADR 022).
        <div className="flex items-end gap-2">
          {search}
          <Button
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            onClick={() => setSheetOpen(true)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
          <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
            <DialogContent side="bottom" closeLabel="Close the filters">
              <DialogTitle className="text-xl">Filters</DialogTitle>
              <DialogDescription>Orders by status and the day they were placed.</DialogDescription>
              <div className="mt-4 grid grid-cols-2 gap-3">{fields}</div>
              <Button className="mt-4 w-full" onClick={() => setSheetOpen(false)}>
                Show orders
              </Button>
            </DialogContent>
          </Dialog>
        </div>
      )}
      {hasOrdersFilters(filters) ? (
        <div className="flex flex-wrap items-center gap-2">
          {filters.userId ? (
            <span className="inline-flex items-center gap-1 rounded-full border bg-accent py-0.5 pr-1 pl-3 text-sm text-accent-foreground">
              Orders of {customerName ?? `customer #${filters.userId}`}
              <button
                type="button"
                onClick={() => onChange({ userId: undefined })}
                aria-label="Show every customer's orders"
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-background"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
