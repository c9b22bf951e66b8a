import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';
import { Input } from './input.tsx';

/** A 6-digit one-time code: the numeric keypad on phones, and the code offered from SMS/mail. */
export function CodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      className={cn('h-12 font-mono text-xl tracking-[0.4em] sm:text-xl', className)}
      {...props}
    />
  );
}
