import { Loader2, MapPinned, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatINR } from '@shared/money.ts';
import type { DeliveryZone } from '@shared/schemas/delivery.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { QueryList } from '@web/components/ui/query-list.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { useDeleteZone, useSaveZone, useZones } from '../api/zones.ts';

/** /admin/delivery: the zones delivery is charged by, each a list of PIN codes and their starts. */
export function ZonesScreen() {
  const zones = useZones();
  return (
    <AdminPage
      title="Delivery zones"
      description="Charge delivery by where the parcel goes. A PIN code belongs to the zone listing the longest start of it; with no zones, the flat rates in Settings apply to all of India. Once there is a zone, PIN codes outside every zone cannot be delivered to."
    >
      <div className="grid grid-cols-1 gap-6">
        <ZoneForm zone={null} />
        <QueryList
          query={zones}
          errorTitle="We couldn't load the zones"
          loading="Loading zones…"
          empty={
            <EmptyState Icon={MapPinned} title="No zones yet">
              Every PIN code in India gets the flat rates from Settings. Add a zone above to charge
              by region, or to stop cash on delivery where your courier does not collect it.
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="grid grid-cols-1 gap-4" aria-label="Zones">
              {items.map((zone) => (
                <ZoneCard key={zone.id} zone={zone} />
              ))}
            </ul>
          )}
        </QueryList>
      </div>
    </AdminPage>
  );
}

const amountText = (value: number | null) => (value === null ? '' : String(value));
const amountOf = (text: string) => (text.trim() === '' ? null : Number(text));

function ZoneForm({ zone, onDone }: { zone: DeliveryZone | null; onDone?: () => void }) {
  const save = useSaveZone();
  const [name, setName] = useState(zone?.name ?? '');
  const [pincodes, setPincodes] = useState(zone?.pincodes.join(', ') ?? '');
  const [standardFee, setStandardFee] = useState(amountText(zone?.standardFee ?? 49));
  const [freeAbove, setFreeAbove] = useState(amountText(zone ? zone.freeAbove : 499));
  const [expressFee, setExpressFee] = useState(amountText(zone ? zone.expressFee : 99));
  const [minDays, setMinDays] = useState(String(zone?.minDays ?? 2));
  const [maxDays, setMaxDays] = useState(String(zone?.maxDays ?? 5));
  const [cod, setCod] = useState(zone?.cod ?? true);
  const fieldError = (field: string) =>
    isApiError(save.error) ? save.error.error.fields?.[field] : undefined;
  const prefix = zone ? `zone-${zone.id}` : 'new-zone';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: zone?.id ?? null,
        input: {
          name,
          pincodes,
          standardFee: Number(standardFee),
          freeAbove: amountOf(freeAbove),
          expressFee: amountOf(expressFee),
          minDays: Number(minDays),
          maxDays: Number(maxDays),
          cod,
        },
      },
      {
        onSuccess: () => {
          if (!zone) {
            setName('');
            setPincodes('');
          }
          onDone?.();
        },
      },
    );
  }

  const fields = [
    'name',
    'pincodes',
    'standardFee',
    'freeAbove',
    'expressFee',
    'minDays',
    'maxDays',
  ];
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${prefix}-heading`}
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4"
    >
      <h2 id={`${prefix}-heading`} className="text-lg font-semibold">
        {zone ? `Edit “${zone.name}”` : 'Add a zone'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label="Name" error={fieldError('name')}>
          <Input
            id={`${prefix}-name`}
            value={name}
            required
            maxLength={60}
            placeholder="North-east"
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${prefix}-pincodes`}
          label="PIN codes"
          error={fieldError('pincodes')}
          hint="Whole PIN codes or their starts, separated by commas: 78, 79, 744101"
        >
          <Input
            id={`${prefix}-pincodes`}
            value={pincodes}
            required
            inputMode="numeric"
            onChange={(e) => setPincodes(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${prefix}-standard`}
          label="Standard delivery (₹)"
          error={fieldError('standardFee')}
        >
          <Input
            id={`${prefix}-standard`}
            type="number"
            min={0}
            step="0.01"
            required
            value={standardFee}
            onChange={(e) => setStandardFee(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${prefix}-free`}
          label="Free Standard delivery from (₹)"
          error={fieldError('freeAbove')}
          hint="Leave empty if it is never free."
        >
          <Input
            id={`${prefix}-free`}
            type="number"
            min={0}
            step="0.01"
            value={freeAbove}
            onChange={(e) => setFreeAbove(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${prefix}-express`}
          label="Express delivery (₹)"
          error={fieldError('expressFee')}
          hint="Leave empty where Express is not offered."
        >
          <Input
            id={`${prefix}-express`}
            type="number"
            min={0}
            step="0.01"
            value={expressFee}
            onChange={(e) => setExpressFee(e.target.value)}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${prefix}-min`} label="Fastest (days)" error={fieldError('minDays')}>
            <Input
              id={`${prefix}-min`}
              type="number"
              min={0}
              max={60}
              required
              value={minDays}
              onChange={(e) => setMinDays(e.target.value)}
            />
          </FormField>
          <FormField id={`${prefix}-max`} label="Slowest (days)" error={fieldError('maxDays')}>
            <Input
              id={`${prefix}-max`}
              type="number"
              min={0}
              max={60}
              required
              value={maxDays}
              onChange={(e) => setMaxDays(e.target.value)}
            />
          </FormField>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={cod}
          onChange={(e) => setCod(e.target.checked)}
        />
        Cash on delivery available in this zone
      </label>
      {save.isError && !fields.some((f) => fieldError(f)) ? (
        <Alert title="The zone was not saved">{errorMessage(save.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {zone ? 'Save zone' : 'Add zone'}
        </Button>
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ZoneCard({ zone }: { zone: DeliveryZone }) {
  const remove = useDeleteZone();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <li>
        <ZoneForm zone={zone} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const days =
    zone.minDays === zone.maxDays
      ? plural(zone.maxDays, 'business day')
      : `${zone.minDays}–${zone.maxDays} business days`;
  return (
    <li className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{zone.name}</h3>
          <p className="text-sm break-words text-muted-foreground">
            PIN codes {zone.pincodes.join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            aria-label={`Delete ${zone.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <p className="text-sm">
        Standard {zone.standardFee === 0 ? 'free' : formatINR(zone.standardFee)}
        {zone.freeAbove !== null ? ` (free from ${formatINR(zone.freeAbove)})` : ''} · Express{' '}
        {zone.expressFee === null ? 'not offered' : formatINR(zone.expressFee)} · {days} ·{' '}
        {zone.cod ? 'cash on delivery' : 'no cash on delivery'}
      </p>
      {remove.isError ? (
        <Alert title="The zone was not deleted">{errorMessage(remove.error)}</Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${zone.name}”?`}
        description="Its PIN codes then fall to the zone listing a shorter start of them, or can no longer be delivered to. Orders already placed keep their delivery charge."
        confirmLabel="Delete zone"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(zone.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
