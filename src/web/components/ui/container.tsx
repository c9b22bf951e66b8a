import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

/** The page column: centred, max 80rem, with side padding that grows with the screen. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  );
}
