import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import type { AuthDialogMode } from '../auth-dialog-provider.tsx';

export interface AuthDialogProps {
  open: boolean;
  mode: AuthDialogMode;
  onOpenChange: (open: boolean) => void;
  onModeChange: (mode: AuthDialogMode) => void;
}

const copy = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your Pustak account to see your cart, wishlist and orders.',
    togglePrompt: "Don't have an account?",
    toggleAction: 'Register now',
    other: 'register',
  },
  register: {
    title: 'Join Pustak',
    subtitle: 'Create an account to keep a wishlist, check out faster and follow your orders.',
    togglePrompt: 'Already have an account?',
    toggleAction: 'Sign in',
    other: 'login',
  },
} as const;

/** SPEC §2 "Auth dialog". The sign-in and registration forms arrive with the auth issue. */
export default function AuthDialog({ open, mode, onOpenChange, onModeChange }: AuthDialogProps) {
  const text = copy[mode];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-8">{text.title}</DialogTitle>
        <DialogDescription>{text.subtitle}</DialogDescription>
        <p className="mt-6 rounded-md border border-dashed bg-muted px-4 py-3 text-sm text-muted-foreground">
          {mode === 'login' ? 'Signing in' : 'Creating an account'} arrives soon. Until then you can
          browse and search the whole catalogue.
        </p>
        <p className="mt-6 text-center text-sm">
          {text.togglePrompt}{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => onModeChange(text.other)}
          >
            {text.toggleAction}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
