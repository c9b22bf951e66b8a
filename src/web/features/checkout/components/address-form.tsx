import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  addressSchema,
  indianStates,
  type Address,
  type AddressInput,
  type SavedAddress,
} from '@shared/schemas/checkout.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { fieldClassName, Input } from '@web/components/ui/input.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';

const fields = ['fullName', 'mobile', 'line1', 'line2', 'city', 'state', 'pincode'] as const;

export interface AddressFormProps {
  /** Editing this address; otherwise a new one. */
  address?: SavedAddress;
  /** A new address can be made the default; the first one always is. */
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}

/** An Indian delivery address (docs/product.md "Shipping"), checked by the shared addressSchema. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const prefix = useId();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const save = address ? update : create;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: address
      ? { ...address, state: address.state as Address['state'] }
      : {
          fullName: '',
          mobile: '',
          line1: '',
          line2: '',
          city: '',
          state: '' as Address['state'],
          pincode: '',
          isDefault: false,
        },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = address
        ? await update.mutateAsync({ ...values, id: address.id })
        : await create.mutateAsync(values);
      onSaved(saved);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, fields)) {
        setError(field, { type: 'server', message });
      }
    }
  });

  const id = (name: string) => `${prefix}-${name}`;
  const text = (
    name: Exclude<(typeof fields)[number], 'state'>,
    label: string,
    props: Record<string, string> = {},
    className?: string,
  ) => (
    <FormField id={id(name)} label={label} error={errors[name]?.message} className={className}>
      <Input {...props} {...fieldAria(id(name), errors[name]?.message)} {...register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {save.isError && !serverFieldErrors(save.error, fields).length ? (
        <Alert title="The address was not saved">{errorMessage(save.error)}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fullName', 'Full name', { autoComplete: 'name' })}
        {text('mobile', 'Mobile number', {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          placeholder: '10-digit mobile number',
        })}
      </div>
      {text('line1', 'Address line 1', {
        autoComplete: 'address-line1',
        placeholder: 'House number, building, street',
      })}
      {text('line2', 'Address line 2 (optional)', {
        autoComplete: 'address-line2',
        placeholder: 'Area, landmark',
      })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('city', 'City', { autoComplete: 'address-level2' })}
        <FormField id={id('state')} label="State" error={errors.state?.message}>
          <select
            className={cn(fieldClassName, 'h-10')}
            autoComplete="address-level1"
            {...fieldAria(id('state'), errors.state?.message)}
            {...register('state')}
          >
            <option value="">Choose…</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </FormField>
        {text('pincode', 'PIN code', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: '6',
        })}
      </div>
      {address?.isDefault ? (
        // Unticking would leave no default; another address can take over instead.
        <p className="text-sm text-muted-foreground">This is your default address.</p>
      ) : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register('isDefault')} />
          Make this my default address
        </label>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : address ? 'Save address' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}
