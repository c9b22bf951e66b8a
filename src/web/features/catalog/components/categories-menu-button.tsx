import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn.ts';

/** The Categories menu's trigger; also stands in for it until the menu's code has loaded. */
export function CategoriesMenuButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'group inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
        className,
      )}
      {...props}
    >
      Categories
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </button>
  );
}
