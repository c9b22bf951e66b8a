import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  cancelLabel?: string;
  onConfirm: () => void;
}

const ConfirmDialogContent = lazy(() => import('./confirm-dialog-content.tsx'));

/**
 * "Are you sure?" before something that cannot be undone (confirm-dialog-content.tsx). The
 * dialog's code loads the first time it opens, so the pages that offer it do not carry it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
