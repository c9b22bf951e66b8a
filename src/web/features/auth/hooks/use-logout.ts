import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useSignOut } from '../api/sign-out.ts';

/** Logout from the header menu or drawer, with the docs/product.md §2 toast. */
export function useLogout() {
  const signOut = useSignOut();
  const { toast } = useToast();

  // mutateAsync rather than mutate's callbacks: the header's menu unmounts as the user goes.
  const logout = async () => {
    try {
      await signOut.mutateAsync();
      toast({
        variant: 'success',
        title: 'Logged out successfully',
        description: 'You have been logged out of your account.',
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Logout failed',
        description: errorMessage(error, 'An unknown error occurred.'),
      });
    }
  };

  return { logout, isPending: signOut.isPending };
}
