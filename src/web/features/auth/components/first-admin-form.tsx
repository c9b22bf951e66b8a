import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  firstAdminFormSchema,
  type FirstAdminForm as FirstAdminValues,
  type FirstAdminFormInput,
} from '@shared/schemas/first-admin.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useCreateFirstAdmin } from '../api/first-admin.ts';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const fieldNames = ['fullName', 'email', 'password', 'confirmPassword'] as const;

/** /setup: the shop's first admin account, through the link the server printed at start. */
export function FirstAdminForm({ token }: { token: string }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateFirstAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FirstAdminFormInput, unknown, FirstAdminValues>({
    resolver: zodResolver(firstAdminFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await create.mutateAsync({ ...values, token });
      toast({
        variant: 'success',
        title: 'Admin account ready',
        description: 'You are signed in as the shop’s admin.',
        duration: 5000,
      });
      await navigate(paths.admin.dashboard);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, fieldNames)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Admin not created',
        description: errorMessage(error),
        duration: 8000,
      });
    }
  });

  const id = (name: (typeof fieldNames)[number]) => `${idPrefix}-${name}`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={id('fullName')} label="Full name" error={errors.fullName?.message}>
        <Input
          autoComplete="name"
          {...fieldAria(id('fullName'), errors.fullName?.message)}
          {...register('fullName')}
        />
      </FormField>
      <EmailField error={errors.email?.message} field={register('email')} />
      <NewPasswordFields
        password={{
          id: id('password'),
          label: 'Password',
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          id: id('confirmPassword'),
          label: 'Confirm password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create admin account'}
      </Button>
    </form>
  );
}
