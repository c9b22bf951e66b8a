import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@web/components/ui/toast.tsx';
import { useEffect, useRef } from 'react';
import { toastHotkey, type ToastEntry } from '@web/lib/toast-store.ts';

export interface ToasterProps {
  toasts: ToastEntry[];
  onDismiss: (id: string) => void;
  /** Called once mounted, with a way to focus the toast area. */
  onMount: (focusViewport: () => void) => void;
}

/** Renders the toast list with Radix (focus on F8, swipe to dismiss, live-region announcements). */
export default function Toaster({ toasts, onDismiss, onMount }: ToasterProps) {
  const viewportRef = useRef<HTMLOListElement>(null);
  const onMountRef = useRef(onMount);
  useEffect(() => onMountRef.current(() => viewportRef.current?.focus()), []);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) onDismiss(id);
          }}
        >
          <div className="grid flex-1 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewportRef} hotkey={[toastHotkey]} />
    </ToastProvider>
  );
}
