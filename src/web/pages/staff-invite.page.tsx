import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  staffInviteFormSchema,
  staffMessages,
  type StaffInviteForm,
} from '@shared/schemas/staff.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { NarrowPage } from '@web/components/ui/narrow-page.tsx';
import { paths } from '@web/config/paths.ts';
import { useAcceptStaffInvite, useStaffInviteState } from '@web/features/admin-staff/api.ts';
import { NewPasswordFields } from '@web/features/auth/components/new-password-fields.tsx';
import { errorMessage } from '@web/lib/api-client.ts';

function AcceptForm({ token, email }: { token: string; email: string }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const accept = useAcceptStaffInvite();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffInviteForm>({
    resolver: zodResolver(staffInviteFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await accept.mutateAsync({ token, password });
      toast({
        variant: 'success',
        title: 'Welcome to the team',
        description: 'You are signed in.',
      });
      await navigate(paths.admin.dashboard);
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Invitation not accepted',
        description: errorMessage(error),
        duration: 8000,
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm">
        Your account: <strong>{email}</strong>
      </p>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={{
          id: `${idPrefix}-password`,
          label: 'Password',
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          id: `${idPrefix}-confirm`,
          label: 'Confirm password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Joining…' : 'Set password and join'}
      </Button>
    </form>
  );
}

/** /staff-invite?token=…: an invited staff member sets a password (ADR 038). */
export default function StaffInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useStaffInviteState(token);
  return (
    <NarrowPage
      title="Join the team"
      Icon={UserPlus}
      intro="You were invited to help run this shop. Choose a password to accept."
      footer={
        <Link to={paths.home} className="font-medium text-primary underline underline-offset-2">
          Go to the shop
        </Link>
      }
    >
      {state.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking the invitation…
        </p>
      ) : state.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(state.error)}
        </p>
      ) : state.data.state === 'ready' ? (
        <AcceptForm token={token} email={state.data.email ?? ''} />
      ) : (
        <p role="alert" className="text-sm">
          {staffMessages.inviteInvalid}
        </p>
      )}
    </NarrowPage>
  );
}
