import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { ProfileSection } from './profile-section.tsx';

/** Ends every session but this browser's. */
export function OtherDevicesSection() {
  const { toast } = useToast();
  const revoke = useRevokeOtherSessions();
  return (
    <ProfileSection
      title="Devices"
      description="Signed in on a phone or computer you no longer use? Sign it out from here; this browser stays signed in."
    >
      <Button
        variant="outline"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () =>
              toast({
                variant: 'success',
                title: 'Signed out of other devices',
                description: 'Every other session has ended.',
              }),
            onError: (error) =>
              toast({
                variant: 'error',
                title: 'Other devices not signed out',
                description: errorMessage(error, 'An unknown error occurred.'),
              }),
          })
        }
      >
        <MonitorSmartphone aria-hidden="true" />
        {revoke.isPending ? 'Signing out...' : 'Sign out of other devices'}
      </Button>
    </ProfileSection>
  );
}
