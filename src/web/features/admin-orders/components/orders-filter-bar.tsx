import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { orderStatuses } from '@shared/schemas/checkout.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input, Label } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import type { AdminOrdersFilters } from '@web/config/paths.ts';
import { statusLabel } from '@web/features/orders/order-labels.ts';
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
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof q === 'string' && q.trim() ? q.trim() : undefined });
  }

  return (
    <div className="mb-4 space-y-3">
      <div className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 lg:grid-cols-[minmax(16rem,2fr)_repeat(3,minmax(9rem,1fr))]">
        <form role="search" onSubmit={onSearch} className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor="orders-q">Customer or order number</Label>
          <div className="flex gap-2">
            <Input
              // A new address (back, a shared link) refills the box.
              key={filters.q ?? ''}
              id="orders-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              placeholder="Email, name or PSK-000123"
              maxLength={200}
            />
            <Button type="submit" variant="outline" size="icon" aria-label="Search orders">
              <Search aria-hidden="true" />
            </Button>
          </div>
        </form>
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor="orders-status">Status</Label>
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
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="orders-from">Placed from</Label>
          <Input
            id="orders-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="orders-to">Placed until</Label>
          <Input
            id="orders-to"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
          />
        </div>
      </div>
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
