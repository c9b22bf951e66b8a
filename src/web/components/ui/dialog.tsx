import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sideClasses = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl motion-safe:animate-pop-in',
  left: 'inset-y-0 left-0 flex h-full w-[min(20rem,85vw)] flex-col overflow-y-auto border-r motion-safe:animate-slide-in-left',
  /** A sheet from the bottom edge, within thumb's reach on a phone (admin menu, filters). */
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t pb-[max(1.25rem,env(safe-area-inset-bottom))] motion-safe:animate-slide-in-bottom',
  /** Centred like `center`, but room for a grid (a library to choose from). */
  wide: 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl motion-safe:animate-pop-in',
  /** As wide as its content (an enlarged picture), up to the screen. */
  lightbox:
    'top-1/2 left-1/2 max-h-[95dvh] max-w-[calc(100vw-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl motion-safe:animate-pop-in',
} as const;

const paddingClasses = {
  center: 'p-6',
  wide: 'p-4 sm:p-6',
  left: 'gap-6 p-5',
  bottom: 'px-5 pt-5',
  lightbox: 'p-2',
} as const;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof sideClasses;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** No padding: the content lays out its own edges (a sticky footer, an edge-to-edge image). */
  flush?: boolean;
}

export function DialogContent({
  side = 'center',
  closeLabel = 'Close',
  flush = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-popover text-popover-foreground shadow-xl focus:outline-none',
          sideClasses[side],
          !flush && paddingClasses[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-serif text-2xl font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-1 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
