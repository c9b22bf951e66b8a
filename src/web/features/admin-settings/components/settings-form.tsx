import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  shopSettingsSchema,
  type AdminSettings,
  type ShopSettingsInput,
  type ShopSettingsValues,
} from '@shared/schemas/admin-settings.ts';
import { Button } from '@web/components/ui/button.tsx';
import { StaleSaveAlert } from '@web/components/ui/stale-save-alert.tsx';
import { UnsavedChangesGuard } from '@web/components/ui/unsaved-changes-guard.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isVersionConflict } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { reloadSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  fieldProps,
  PaymentMethodsGroup,
  ReturnsGroup,
  ReviewsGroup,
  ShippingAndTaxGroup,
  StockAlertsGroup,
  StoreDetailsGroup,
} from './settings-groups.tsx';

const fieldNames = Object.keys(shopSettingsSchema.shape) as (keyof ShopSettingsInput)[];

function formValues({
  razorpayConfigured: _razorpay,
  version: _version,
  ...values
}: AdminSettings): ShopSettingsInput {
  return { ...values, shopState: values.shopState as ShopSettingsInput['shopState'] };
}

/**
 * The settings form's state: its fields, the save (with the server's field errors and a
 * refusal for a newer version kept until Reload) and the reload from what is saved.
 */
function useSettingsForm(settings: AdminSettings) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  // Refused because of a newer version: shown until the form holds a newer one (Reload).
  const [conflict, setConflict] = useState<{ version: string; message: string } | null>(null);
  const staleMessage = conflict?.version === settings.version ? conflict.message : null;
  const form = useForm<ShopSettingsInput, unknown, ShopSettingsValues>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: formValues(settings),
  });
  const { handleSubmit, setError, reset } = form;

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
  return { form, onSubmit, reload, staleMessage };
}

/** The shop's settings: store details, shipping, tax, payment methods and stock alerts. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const id = useId();
  const { form, onSubmit, reload, staleMessage } = useSettingsForm(settings);
  const {
    register,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const groupProps = { register, f: fieldProps(id, errors) };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <StoreDetailsGroup {...groupProps} />
      <ShippingAndTaxGroup {...groupProps} />
      <PaymentMethodsGroup {...groupProps} razorpayConfigured={settings.razorpayConfigured} />
      <StockAlertsGroup {...groupProps} />
      <ReturnsGroup {...groupProps} />
      <ReviewsGroup {...groupProps} />
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
