import { cn } from '@web/lib/cn.ts';

const sizes = {
  small: { spinner: 'size-5 border-2', text: 'text-sm' },
  default: { spinner: 'size-9 border-[3px]', text: 'text-base' },
  large: { spinner: 'size-14 border-4', text: 'text-lg' },
} as const;

export interface LoadingScreenProps {
  size?: keyof typeof sizes;
  /** Covers the whole viewport; otherwise fills the space of the page it stands in for. */
  fullScreen?: boolean;
  className?: string;
}

/** docs/product.md §2 "Other": the loading indicator with the text "Loading..." in three sizes. */
export function LoadingScreen({
  size = 'default',
  fullScreen = true,
  className,
}: LoadingScreenProps) {
  const s = sizes[size];
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-muted-foreground',
        fullScreen ? 'fixed inset-0 z-50 bg-background' : 'min-h-[50vh] w-full',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-muted border-t-primary motion-reduce:animate-none',
          s.spinner,
        )}
      />
      <span className={s.text}>Loading...</span>
    </div>
  );
}
