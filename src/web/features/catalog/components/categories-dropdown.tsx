import { Link } from 'react-router';
import type { DeferredMenuState } from '@web/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu.tsx';
import { paths } from '@web/config/paths.ts';
import { CategoriesMenuButton } from './categories-menu-button.tsx';
import type { CategoriesMenuProps } from './categories-menu.tsx';

/** The Categories dropdown: the site config's categories in a 3-column grid of links. */
export default function CategoriesDropdown({
  categories,
  status,
  defaultOpen,
  autoFocus,
}: CategoriesMenuProps & DeferredMenuState) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <CategoriesMenuButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[min(40rem,calc(100vw-2rem))]">
        {status === 'success' && categories && categories.length > 0 ? (
          <div className="grid grid-cols-3 gap-1">
            {categories.map((category) => (
              <DropdownMenuItem key={category} asChild>
                <Link to={paths.collections({ category })}>{category}</Link>
              </DropdownMenuItem>
            ))}
          </div>
        ) : (
          <DropdownMenuItem disabled>
            {status === 'pending'
              ? 'Loading categories...'
              : status === 'error'
                ? 'Categories are unavailable right now'
                : 'No categories yet'}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
