import { useLocation } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import type { AuthDialogMode, SocialProviders } from '@web/app/session/auth-dialog-context.ts';
import { returnAddress } from '../session-gate.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export interface AuthDialogProps {
  open: boolean;
  mode: AuthDialogMode;
  /** The protected page that sent the visitor here, to go back to once signed in. */
  returnTo: string | null;
  socialProviders: SocialProviders | undefined;
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

/**
 * docs/product.md §2 "Auth dialog": login and register modes. Only the current mode's form is mounted, so
 * toggling starts the other one afresh (docs/product.md §4: the toggle resets both forms).
 */
export default function AuthDialog({
  open,
  mode,
  returnTo,
  socialProviders,
  onOpenChange,
  onModeChange,
}: AuthDialogProps) {
  const location = useLocation();
  const text = copy[mode];
  const from = returnTo ?? returnAddress(location);
  const leave = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:p-8">
        <DialogTitle className="pr-8">{text.title}</DialogTitle>
        <DialogDescription>{text.subtitle}</DialogDescription>
        <SocialSignIn providers={socialProviders} returnTo={returnTo} />
        {mode === 'login' ? (
          <LoginForm key="login" from={from} onLeave={leave} />
        ) : (
          <RegisterForm key="register" from={from} onLeave={leave} />
        )}
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
