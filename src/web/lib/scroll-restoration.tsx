import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where each visited entry of the history was scrolled to, kept for the tab's life, so back and
 * forward return to it (what React Router's ScrollRestoration does for its data router).
 */
const storageKey = 'pustak-scroll-positions';
let positions: Record<string, number> | undefined;

function readPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function savePositions() {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(readPositions()));
  } catch {
    // Without storage, back and forward start at the top.
  }
}

/** State a navigation carries to keep the page where it is scrolled (a filter, not a new page). */
export const keepScroll = { preventScrollReset: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'preventScrollReset' in state;
}

/**
 * A new page starts at its top (or at its #fragment); back and forward return to where the
 * visitor was; a navigation with `keepScroll` state stays put.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        readPositions()[location.key] = window.scrollY;
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType === 'POP' && location.key === 'default') return;
    if (keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
