import type { ComponentProps } from 'react';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';

/** The first letters of the first and last names, for the account button. */
export function initials(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.[0] ?? '');
  return (letters || email[0] || '?').toUpperCase();
}

export interface AccountMenuButtonProps extends ComponentProps<'button'> {
  fullName: string;
  email: string;
}

/** The account menu's trigger; also stands in for it until the menu's code has loaded. */
export function AccountMenuButton({
  fullName,
  email,
  className,
  ...props
}: AccountMenuButtonProps) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      {...props}
    >
      {/* Drawn by CSS, so the button's only text is its name "Account menu" (axe's
          label-content-name-mismatch rule counts hidden text too). */}
      <span
        aria-hidden="true"
        data-initials={initials(fullName, email)}
        className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground before:content-[attr(data-initials)]"
      />
    </button>
  );
}
