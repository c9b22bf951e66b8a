import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';
import { Label } from './input.tsx';

export interface FormFieldProps {
  /** The control's id; its error and hint get `${id}-error` and `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right end of the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, its control, and a hint or an error below it (tied to the control by id). */
export function FormField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control inside a FormField. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}
