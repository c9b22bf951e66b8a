import { indianStates } from '@shared/schemas/checkout.ts';
import { CircleCheck, CircleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AdminSettings, ShopSettingsInput } from '@shared/schemas/admin-settings.ts';
import { Checkbox } from '@web/components/ui/select.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { SettingInput, SettingsGroup } from './settings-fields.tsx';

/** What each group of the settings form is drawn from. */
export interface SettingsGroupProps {
  register: UseFormRegister<ShopSettingsInput>;
  /** A field's id and its error, if any. */
  f: (name: keyof ShopSettingsInput) => { id: string; error: string | undefined };
}

/** A field's id (under the form's own) and its error message. */
export function fieldProps(formId: string, errors: FieldErrors<ShopSettingsInput>) {
  return (name: keyof ShopSettingsInput) => ({
    id: `${formId}-${name}`,
    error: errors[name]?.message,
  });
}

const money = {
  type: 'number',
  inputMode: 'decimal',
  step: '0.01',
  min: 0,
  prefix: '₹',
} as const;

export function StoreDetailsGroup({ register, f }: SettingsGroupProps) {
  return (
    <SettingsGroup
      title="Store details"
      description="Shown to shoppers in the header, emails and invoices."
    >
      <SettingInput
        label="Store name"
        autoComplete="organization"
        {...f('storeName')}
        {...register('storeName')}
      />
      <SettingInput
        label="Contact email"
        type="email"
        autoComplete="email"
        {...f('contactEmail')}
        {...register('contactEmail')}
      />
      <SettingInput
        label="Contact phone"
        type="tel"
        autoComplete="tel"
        {...f('contactPhone')}
        {...register('contactPhone')}
      />
      <SettingInput
        label="GSTIN"
        hint="Printed on invoices; leave empty if the shop has none."
        className="uppercase"
        {...f('gstin')}
        {...register('gstin')}
      />
      <SettingInput
        label="Legal name"
        hint="The registered business name invoices carry; empty: the store name."
        {...f('legalName')}
        {...register('legalName')}
      />
      <FormField
        id={f('shopState').id}
        label="State the shop ships from"
        hint="Delivery within it is charged CGST and SGST, elsewhere IGST."
        error={f('shopState').error}
      >
        <select
          className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
          {...fieldAria(f('shopState').id, f('shopState').error)}
          {...register('shopState')}
        >
          {indianStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={f('contactAddress').id}
        label="Address"
        error={f('contactAddress').error}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          className="min-h-20"
          autoComplete="street-address"
          {...fieldAria(f('contactAddress').id, f('contactAddress').error)}
          {...register('contactAddress')}
        />
      </FormField>
    </SettingsGroup>
  );
}

export function ShippingAndTaxGroup({ register, f }: SettingsGroupProps) {
  return (
    <SettingsGroup
      title="Shipping and tax"
      description="Amounts in rupees. Orders already placed keep what they were charged."
    >
      <SettingInput
        label="Standard shipping fee"
        {...money}
        {...f('standardShippingFee')}
        {...register('standardShippingFee', { valueAsNumber: true })}
      />
      <SettingInput
        label="Express shipping fee"
        {...money}
        {...f('expressShippingFee')}
        {...register('expressShippingFee', { valueAsNumber: true })}
      />
      <SettingInput
        label="Free-shipping threshold"
        hint="Standard delivery is free from this order value; 0 turns free shipping off."
        {...money}
        {...f('freeShippingThreshold')}
        {...register('freeShippingThreshold', { valueAsNumber: true })}
      />
      <SettingInput
        label="Tax rate"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        max={28}
        suffix="%"
        hint="Added to the books' value at checkout; 0 when prices include tax."
        {...f('taxRatePercent')}
        {...register('taxRatePercent', { valueAsNumber: true })}
      />
    </SettingsGroup>
  );
}

export function PaymentMethodsGroup({
  register,
  f,
  razorpayConfigured,
}: SettingsGroupProps & Pick<AdminSettings, 'razorpayConfigured'>) {
  return (
    <SettingsGroup
      title="Payment methods"
      description="At least one should stay on, or shoppers cannot pay."
    >
      <PaymentSwitch
        id={f('codEnabled').id}
        label="Cash on delivery"
        error={f('codEnabled').error}
        {...register('codEnabled')}
      />
      <div className="grid gap-2">
        <PaymentSwitch
          id={f('razorpayEnabled').id}
          label="Online payment (Razorpay)"
          error={f('razorpayEnabled').error}
          {...register('razorpayEnabled')}
        />
        <RazorpayStatus configured={razorpayConfigured} />
      </div>
    </SettingsGroup>
  );
}

export function StockAlertsGroup({ register, f }: SettingsGroupProps) {
  return (
    <SettingsGroup title="Stock alerts">
      <SettingInput
        label="Default low-stock threshold"
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        hint="New books start with this; the dashboard lists books at or below their threshold."
        {...f('defaultLowStockThreshold')}
        {...register('defaultLowStockThreshold', { valueAsNumber: true })}
      />
    </SettingsGroup>
  );
}

export function ReturnsGroup({ register, f }: SettingsGroupProps) {
  return (
    <SettingsGroup title="Returns">
      <SettingInput
        label="Return window (days after delivery)"
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        hint="Shoppers can ask to return delivered books for this many days; 0 turns returns off. The refund policy page says it."
        {...f('returnWindowDays')}
        {...register('returnWindowDays', { valueAsNumber: true })}
      />
    </SettingsGroup>
  );
}

export function ReviewsGroup({ register, f }: SettingsGroupProps) {
  return (
    <SettingsGroup
      title="Reviews"
      description="Held reviews wait in Reviews until staff approve them; they count in a book’s rating from then."
    >
      <PaymentSwitch
        id={f('holdReviews').id}
        label="Hold new reviews until approved"
        error={f('holdReviews').error}
        {...register('holdReviews')}
      />
    </SettingsGroup>
  );
}

function PaymentSwitch({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string } & ComponentProps<typeof Checkbox>) {
  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium"
      >
        <Checkbox id={id} aria-invalid={error ? true : undefined} {...props} />
        {label}
      </label>
      {error ? <p className="mt-1 text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

/** Whether the server has Razorpay keys: only a yes or no, never the keys. */
function RazorpayStatus({ configured }: { configured: boolean }) {
  return configured ? (
    <p className="flex items-center gap-2 text-sm text-success">
      <CircleCheck aria-hidden="true" className="size-4" />
      Razorpay keys are configured on the server.
    </p>
  ) : (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        Razorpay keys are not configured, so shoppers cannot pay online even when this is on. The
        server needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.
      </span>
    </p>
  );
}
