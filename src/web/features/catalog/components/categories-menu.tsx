import { DeferredMenu } from '@web/components/ui/deferred-menu.tsx';
import { loadOnce } from '@web/lib/lazy-with-preload.ts';
import { CategoriesMenuButton } from './categories-menu-button.tsx';

export interface CategoriesMenuProps {
  categories: readonly string[] | undefined;
  status: 'pending' | 'error' | 'success';
}

const loadDropdown = loadOnce(() => import('./categories-dropdown.tsx'));

/** docs/product.md §2 header "Categories" dropdown; its menu code loads after first paint. */
export function CategoriesMenu(props: CategoriesMenuProps) {
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={props}
      placeholder={(buttonProps) => <CategoriesMenuButton {...buttonProps} />}
    />
  );
}
