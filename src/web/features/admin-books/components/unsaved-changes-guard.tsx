import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';

export interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose something. */
  when: boolean;
}

/**
 * Asks before the form's changes are lost: in-app navigation gets our dialog (useBlocker), a tab
 * close or reload gets the browser's own prompt (beforeunload; its text cannot be chosen).
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Leave without saving?"
      description="Your changes to this book have not been saved and will be lost."
      confirmLabel="Leave and lose changes"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
