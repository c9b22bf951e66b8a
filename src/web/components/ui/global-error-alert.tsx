import { useGlobalError } from '@web/lib/global-error.ts';
import { Alert } from './alert.tsx';

/**
 * The stored global error (docs/product.md §4 "Failed calls": failed cart and wishlist calls are kept
 * there instead of toasted), with the server's reason, until dismissed.
 */
export function GlobalErrorAlert({ className }: { className?: string }) {
  const [error, dismiss] = useGlobalError();
  if (!error) return null;
  return (
    <Alert title={error.message} onDismiss={dismiss} className={className}>
      {error.detail ?? null}
    </Alert>
  );
}
