import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle, type ComponentLoader } from '@web/lib/lazy-with-preload.ts';

/** What a deferred menu receives so the swap from placeholder to real menu is seamless. */
export interface DeferredMenuState {
  /** Open at once: it was clicked before its code arrived. */
  defaultOpen?: boolean;
  /** Focus the trigger at once: the placeholder had focus. */
  autoFocus?: boolean;
}

export interface DeferredMenuProps<P> {
  /** Wrap with loadOnce at module level so every caller shares one load. */
  load: ComponentLoader<P & DeferredMenuState>;
  menuProps: P;
  /** The trigger button without its menu; must look and be named like the real trigger. */
  placeholder: (buttonProps: ComponentProps<'button'>) => ReactNode;
}

/**
 * A dropdown whose Radix code (menu, popper, focus management: ~20 KB gzip) stays out of the
 * entry chunk. It loads when the browser is idle after first paint, or at once on hover, focus
 * or press; a press or click that comes first opens the menu as soon as it has loaded.
 */
export function DeferredMenu<P extends object>({
  load,
  menuProps,
  placeholder,
}: DeferredMenuProps<P>) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuState> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const loadRef = useRef(load);

  const start = () => {
    void loadRef.current().then((module) => {
      const active = document.activeElement;
      setFocusOnLoad(active !== null && active === placeholderRef.current);
      setMenu(() => module.default);
    });
  };

  // Once, after first paint; `start` only reads refs and setters.
  useEffect(() => whenIdle(start), []);

  if (Menu) return <Menu {...menuProps} defaultOpen={openOnLoad} autoFocus={focusOnLoad} />;
  return placeholder({
    ref: placeholderRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: start,
    onFocus: start,
    // A press opens the menu once it is here, even if the real trigger takes the placeholder's
    // place between the press and its click (that trigger opens on press, not on click).
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      setOpenOnLoad(true);
      start();
    },
    onClick: () => {
      setOpenOnLoad(true);
      start();
    },
  });
}
