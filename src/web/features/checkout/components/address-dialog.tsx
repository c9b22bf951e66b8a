import type { SavedAddress } from '@shared/schemas/checkout.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { AddressForm } from './address-form.tsx';

export interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; none for a new one. */
  address?: SavedAddress;
  onSaved: (address: SavedAddress) => void;
}

export function AddressDialog({ open, onOpenChange, address, onSaved }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle className="pr-8">
          {address ? 'Edit delivery address' : 'Add a delivery address'}
        </DialogTitle>
        <DialogDescription>
          We deliver across India. All fields except line 2 are needed.
        </DialogDescription>
        <div className="mt-5">
          {/* Keyed, so each opening starts from the address as it is now. */}
          <AddressForm
            key={address?.id ?? 'new'}
            address={address}
            onSaved={(saved) => {
              onSaved(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
