import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';

/** "Remembered your password? Sign in": home with the login dialog open (visitors only). */
export function BackToSignIn({ prompt = 'Remembered your password?' }: { prompt?: string }) {
  const navigate = useNavigate();
  const authDialog = useAuthDialog();
  const { user } = useCurrentUser();
  if (user) return null;
  return (
    <p className="text-muted-foreground">
      {prompt}
      <Button
        variant="link"
        className="ml-1 h-auto px-0 py-1"
        onClick={() => {
          void navigate(paths.home);
          authDialog.open('login');
        }}
      >
        Sign in
      </Button>
    </p>
  );
}
