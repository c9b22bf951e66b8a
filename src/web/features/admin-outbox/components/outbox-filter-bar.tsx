import { X } from 'lucide-react';
import { outboxChannels, outboxStatuses } from '@shared/schemas/admin-outbox.ts';
import { Button } from '@web/components/ui/button.tsx';
import { FilterBar, FilterField, FilterSearch } from '@web/components/ui/filter-bar.tsx';
import { Select } from '@web/components/ui/select.tsx';
import type { AdminOutboxFilters } from '@web/config/paths.ts';
import { channelLabels, statusFilterLabels } from '../outbox-labels.ts';
import { hasOutboxFilters } from '../outbox-filters.ts';

export interface OutboxFilterBarProps {
  filters: AdminOutboxFilters;
  onChange: (patch: Partial<AdminOutboxFilters>) => void;
  onClear: () => void;
}

/** Recipient search, delivery state and channel; each lands in the address. */
export function OutboxFilterBar({ filters, onChange, onClear }: OutboxFilterBarProps) {
  return (
    <div className="mb-4 space-y-3">
      <FilterBar className="grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(2,minmax(9rem,1fr))]">
        <FilterSearch
          label="Recipient"
          value={filters.to}
          placeholder="Email address or phone number"
          buttonLabel="Search recipients"
          onSearch={(to) => onChange({ to: to || undefined })}
          className="col-span-2 lg:col-span-1"
        />
        <FilterField id="outbox-status" label="Delivery">
          <Select
            id="outbox-status"
            value={filters.status ?? ''}
            onChange={(e) =>
              onChange({ status: (e.target.value || undefined) as AdminOutboxFilters['status'] })
            }
          >
            <option value="">All states</option>
            {outboxStatuses.map((s) => (
              <option key={s} value={s}>
                {statusFilterLabels[s]}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="outbox-channel" label="Channel">
          <Select
            id="outbox-channel"
            value={filters.channel ?? ''}
            onChange={(e) =>
              onChange({ channel: (e.target.value || undefined) as AdminOutboxFilters['channel'] })
            }
          >
            <option value="">Both</option>
            {outboxChannels.map((c) => (
              <option key={c} value={c}>
                {channelLabels[c]}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterBar>
      {hasOutboxFilters(filters) ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
