import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated.ts';

const waiting: (() => void)[] = [];
let scheduled = false;

function schedule() {
  if (scheduled) return;
  scheduled = true;
  window.setTimeout(() => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  }, 0);
}

/**
 * False on a component's first render, true from a later task: one waiting component per task,
 * in the order they became due. With `near`, it becomes due only once that element is within a
 * screen's height of the viewport. A long page's lower sections (rails of book cards, reviews)
 * so render after its first screen, in short tasks rather than one long one that would hold up
 * the first paint and keep the page from answering a tap (Total Blocking Time), and not at all
 * for a visitor who never scrolls to them.
 */
export function useRenderLater(
  near?: RefObject<Element | null>,
  options: { serverDrawn?: boolean } = {},
): boolean {
  // `serverDrawn`: the server draws it at once, so the page it sends is whole, and the render
  // that hydrates it must draw it too; a render in the browser alone may still wait.
  const hydrated = useHydrated();
  const [ready, setReady] = useState(() => options.serverDrawn === true && !hydrated);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    const due = () => {
      waiting.push(() => {
        if (mounted) setReady(true);
      });
      schedule();
    };
    const element = near?.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      due();
      return () => {
        mounted = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        due();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [near, ready]);
  return ready;
}
