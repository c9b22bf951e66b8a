import { useEffect, useState } from 'react';

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
 * in the order they mounted. A long page's lower sections (rails of book cards) so render after
 * its first screen in several short tasks rather than one long one that would hold up the first
 * paint and keep the page from answering a tap (Total Blocking Time).
 */
export function useRenderLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    waiting.push(() => {
      if (mounted) setReady(true);
    });
    schedule();
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
