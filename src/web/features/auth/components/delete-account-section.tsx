import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  deleteAccountConfirmWord,
  deleteAccountFormSchema,
  type DeleteAccountFormInput,
} from '@shared/schemas/auth.ts';
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
import { useDeleteMe } from '../api/delete-me.ts';
import { ProfileSection } from './profile-section.tsx';

/** Delete account, behind a dialog where the user types DELETE. */
export function DeleteAccountSection() {
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
          <DeleteAccountForm />
        </DialogContent>
      </Dialog>
    </ProfileSection>
  );
}

function DeleteAccountForm() {
  const id = `${useId()}-confirm`;
  const { toast } = useToast();
  const deleteMe = useDeleteMe();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountFormInput>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { confirm: '' as DeleteAccountFormInput['confirm'] },
  });

  const onSubmit = handleSubmit(async () => {
    try {
      await deleteMe.mutateAsync();
      toast({
        variant: 'success',
        title: 'Account deleted',
        description: 'Your account and personal details have been removed.',
        duration: 5000,
      });
    } catch (error) {
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
