import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import {
  shopSettingsSchema,
  type AdminSettings,
  type ShopSettingsInput,
  type ShopSettingsValues,
} from '@shared/schemas/admin-settings.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Checkbox } from '@web/components/ui/select.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { StaleSaveAlert } from '@web/components/ui/stale-save-alert.tsx';
import { UnsavedChangesGuard } from '@web/components/ui/unsaved-changes-guard.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isVersionConflict } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { reloadSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingInput, SettingsGroup } from './settings-fields.tsx';

const fieldNames = Object.keys(shopSettingsSchema.shape) as (keyof ShopSettingsInput)[];

function formValues({
  razorpayConfigured: _razorpay,
  version: _version,
  ...values
}: AdminSettings): ShopSettingsInput {
  return values;
}

/** The shop's settings: store details, shipping, tax, payment methods and stock alerts. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const id = useId();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  // Refused because of a newer version: shown until the form holds a newer one (Reload).
  const [conflict, setConflict] = useState<{ version: string; message: string } | null>(null);
  const staleMessage = conflict?.version === settings.version ? conflict.message : null;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ShopSettingsInput, unknown, ShopSettingsValues>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: formValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    setConflict(null);
    try {
      const saved = await update.mutateAsync({ values, version: settings.version });
      reset(formValues(saved));
      toast({
        variant: 'success',
        title: 'Settings saved',
        description: 'The shop uses them now.',
      });
    } catch (error) {
      if (isVersionConflict(error)) {
        setConflict({ version: settings.version, message: errorMessage(error) });
      }
      for (const [field, message] of serverFieldErrors(error, fieldNames)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Settings not saved',
        description: errorMessage(error),
      });
    }
  });

  // The form is refilled only now, from what is saved: until then it keeps what was typed.
  const reload = async () => {
    const fresh = await reloadSettings(queryClient);
    reset(formValues(fresh));
  };

  const f = (name: keyof ShopSettingsInput) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });
  const money = {
    type: 'number',
    inputMode: 'decimal',
    step: '0.01',
    min: 0,
    prefix: '₹',
  } as const;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
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
          <RazorpayStatus configured={settings.razorpayConfigured} />
        </div>
      </SettingsGroup>

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

      <div className="sticky bottom-[max(var(--keyboard-inset,0px),var(--admin-bar,0px))] z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        {staleMessage ? (
          <StaleSaveAlert
            className="w-full"
            title="The settings were not saved"
            message={staleMessage}
            onReload={reload}
          />
        ) : null}
        <p
          className="sr-only mr-auto text-sm text-muted-foreground sm:not-sr-only"
          aria-live="polite"
        >
          {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
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
