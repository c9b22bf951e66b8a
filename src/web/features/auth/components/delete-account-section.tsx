import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  deleteAccountConfirmWord,
  deleteAccountFormSchema,
  type DeleteAccountFormInput,
} from '@shared/schemas/auth.ts';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useDeleteMe, useSendDeleteCode } from '../api/delete-me.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * Delete account, behind a dialog where the user types DELETE and gives their password (or,
 * without one, a code mailed to them).
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection
      title="Delete account"
      tone="danger"
      description="This removes your account, wishlist, cart and personal details for good. Orders you placed are kept for our accounts, without your name or contact details."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete account
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DeleteAccountForm hasPassword={hasPassword} />
        </DialogContent>
      </Dialog>
    </ProfileSection>
  );
}

function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const baseId = useId();
  const id = `${baseId}-confirm`;
  const secretId = `${baseId}-secret`;
  const { toast } = useToast();
  const deleteMe = useDeleteMe();
  const sendCode = useSendDeleteCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountFormInput>({
    resolver: zodResolver(deleteAccountFormSchema(hasPassword)),
    defaultValues: { confirm: '' as DeleteAccountFormInput['confirm'], secret: '' },
  });

  const onSubmit = handleSubmit(async ({ secret }) => {
    try {
      await deleteMe.mutateAsync(hasPassword ? { password: secret } : { code: secret });
      toast({
        variant: 'success',
        title: 'Account deleted',
        description: 'Your account and personal details have been removed.',
        duration: 5000,
      });
    } catch (error) {
      for (const [, message] of serverFieldErrors(error, ['password', 'code'] as const)) {
        setError('secret', { type: 'server', message }, { shouldFocus: true });
      }
      toast({
        variant: 'error',
        title: 'Account not deleted',
        description: errorMessage(error, 'An unknown error occurred.'),
        duration: 5000,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle className="pr-8">Delete your account?</DialogTitle>
      <DialogDescription>
        This cannot be undone. You will be signed out, and your wishlist, cart, phone number and
        saved details will be gone.
      </DialogDescription>
      <FormField
        id={id}
        className="mt-5"
        label={
          <>
            Type <span className="font-mono font-semibold">{deleteAccountConfirmWord}</span> to
            confirm
          </>
        }
        error={errors.confirm?.message}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...fieldAria(id, errors.confirm?.message)}
          {...register('confirm')}
        />
      </FormField>
      {hasPassword ? (
        <FormField
          id={secretId}
          className="mt-4"
          label="Your password"
          error={errors.secret?.message}
        >
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria(secretId, errors.secret?.message)}
            {...register('secret')}
          />
        </FormField>
      ) : (
        <div className="mt-4 grid gap-2">
          <p className="text-sm text-muted-foreground">
            Your account has no password, so we mail you a code to confirm it is you.
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={sendCode.isPending}
            onClick={() =>
              sendCode.mutate(undefined, {
                onSuccess: ({ message }) =>
                  toast({ variant: 'success', title: 'Code sent', description: message }),
                onError: (error) =>
                  toast({
                    variant: 'error',
                    title: 'Code not sent',
                    description: errorMessage(error, 'An unknown error occurred.'),
                  }),
              })
            }
          >
            {sendCode.isPending
              ? 'Sending...'
              : sendCode.isSuccess
                ? 'Send a new code'
                : 'Mail me a code'}
          </Button>
          <FormField id={secretId} label="Code from the mail" error={errors.secret?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...fieldAria(secretId, errors.secret?.message)}
              {...register('secret')}
            />
          </FormField>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Deleting...' : 'Delete account'}
        </Button>
      </div>
    </form>
  );
}
