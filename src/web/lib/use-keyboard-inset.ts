import { useEffect } from 'react';

/**
 * Keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers (0 when it is
 * closed), and `data-keyboard="open"` while it is up, so bars fixed to the bottom can sit above
 * it: phones shrink the visual viewport, not the layout one, when the keyboard opens.
 */
export function useKeyboardInset() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      const inset = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      // Less than this is browser chrome (an address bar sliding away), not a keyboard.
      const open = inset > 120;
      root.style.setProperty('--keyboard-inset', `${open ? Math.round(inset) : 0}px`);
      if (open) root.dataset.keyboard = 'open';
      else delete root.dataset.keyboard;
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty('--keyboard-inset');
      delete root.dataset.keyboard;
    };
  }, []);
}
