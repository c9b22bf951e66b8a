import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type ShouldBlock } from '@web/lib/navigation-blocker.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose something. */
  when: boolean;
  /** What would be lost, in the dialog. */
  description?: string;
}

/**
 * While `when` is true, leaving the page asks first: a link inside the app opens a dialog, and
 * closing or reloading the tab gets the browser's own prompt (its text cannot be chosen).
 */
export function UnsavedChangesGuard({
  when,
  description = 'Your changes on this page have not been saved. If you leave now, they are lost.',
}: UnsavedChangesGuardProps) {
  // Read at navigation time from the latest render, not from an effect: a form that saves and
  // then moves on in its own effect must not be stopped by a guard whose effect has not run yet
  // (effect order between parent and child differs between React and Preact).
  const dirty = useRef(when);
  dirty.current = when;
  const shouldBlock = useCallback<ShouldBlock>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave and lose changes"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
