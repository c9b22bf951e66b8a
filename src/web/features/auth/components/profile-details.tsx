import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { profileFormSchema, type CurrentUser, type ProfileForm } from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { ProfileSection } from './profile-section.tsx';

const memberSince = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : memberSince.format(date);
}

/** Email, username, member since, and the editable full name. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: user.fullName },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(values);
      reset({ fullName: updated.fullName });
      toast({
        variant: 'success',
        title: 'Profile updated',
        description: 'Your name has been saved.',
      });
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, ['fullName'] as const, {
        name: 'fullName',
      })) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Profile not updated',
        description: errorMessage(error, 'An unknown error occurred.'),
      });
    }
  });

  const nameId = `${idPrefix}-fullName`;
  return (
    <ProfileSection title="Account details">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="mt-0.5 font-medium break-words">{user.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Username</dt>
          <dd className="mt-0.5 font-medium break-words">{user.username}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="mt-0.5 font-medium">{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-3 border-t pt-5">
        <FormField id={nameId} label="Full name" error={errors.fullName?.message}>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              autoComplete="name"
              className="sm:flex-1"
              {...fieldAria(nameId, errors.fullName?.message)}
              {...register('fullName')}
            />
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving...' : 'Save name'}
            </Button>
          </div>
        </FormField>
      </form>
    </ProfileSection>
  );
}
