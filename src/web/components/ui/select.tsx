import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';
import { fieldClassName } from './input.tsx';

/** A native select styled like the text fields: the keyboard and screen readers already know it. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClassName, 'h-10 pr-8', className)} {...props} />;
}

/** A native checkbox in the theme's accent colour. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 cursor-pointer rounded border-input accent-primary', className)}
      {...props}
    />
  );
}
