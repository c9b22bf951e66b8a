import { MapPinPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SavedAddress } from '@shared/schemas/checkout.ts';
import { Button } from '@web/components/ui/button.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { ChoiceCard } from './choice-card.tsx';

export interface AddressPickerProps {
  addresses: SavedAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function AddressLines({ address }: { address: Omit<SavedAddress, 'id' | 'isDefault'> }) {
  return (
    <>
      <span className="block">
        {address.line1}
        {address.line2 ? `, ${address.line2}` : ''}
      </span>
      <span className="block">
        {address.city}, {address.state} {address.pincode}
      </span>
      <span className="block">Mobile: {address.mobile}</span>
    </>
  );
}

/** The saved addresses as radio cards (the default chosen first), with add and edit. */
export function AddressPicker({ addresses, selectedId, onSelect }: AddressPickerProps) {
  const [dialog, setDialog] = useState<{ open: boolean; address?: SavedAddress }>({
    open: false,
  });
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold">Delivery address</legend>
      {addresses.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Add the address we should deliver to. It is saved for your next order.
        </p>
      ) : (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <ChoiceCard
              key={address.id}
              name="address"
              value={String(address.id)}
              checked={selectedId === address.id}
              onChange={() => onSelect(address.id)}
              aside={
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit address: ${address.fullName}, ${address.line1}`}
                  onClick={() => setDialog({ open: true, address })}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              }
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {address.fullName}
                {address.isDefault ? (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                    Default
                  </span>
                ) : null}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground">
                <AddressLines address={address} />
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
      <Button variant="outline" className="mt-4" onClick={() => setDialog({ open: true })}>
        <MapPinPlus aria-hidden="true" />
        Add a new address
      </Button>
      <AddressDialog
        open={dialog.open}
        address={dialog.address}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSaved={(saved) => onSelect(saved.id)}
      />
    </fieldset>
  );
}
