import { DeferredMenu } from '@web/components/ui/deferred-menu.tsx';
import { loadOnce } from '@web/lib/lazy-with-preload.ts';
import { ThemeMenuButton } from './theme-menu-button.tsx';

const loadMenu = loadOnce(() => import('./theme-switcher-menu.tsx'));

/** The header's theme switcher (Light, Dark, System); its menu code loads after first paint. */
export function ThemeSwitcher() {
  return (
    <DeferredMenu
      load={loadMenu}
      menuProps={{}}
      placeholder={(props) => <ThemeMenuButton {...props} />}
    />
  );
}
