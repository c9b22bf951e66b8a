import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTheme } from '../theme-provider.tsx';

/** The theme menu's trigger; also stands in for it until the menu's code has loaded. */
export function ThemeMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <button
      type="button"
      aria-label="Change theme"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
