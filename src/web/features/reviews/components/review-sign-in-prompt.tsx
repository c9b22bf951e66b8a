import { Button } from '@web/components/ui/button.tsx';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';

/** Where a signed-out visitor would write a review: a way to sign in. */
export function ReviewSignInPrompt() {
  const authDialog = useAuthDialog();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">Read this book? Sign in to write a review.</p>
      <Button variant="outline" onClick={() => authDialog.open('login')}>
        Sign in to review
      </Button>
    </div>
  );
}
