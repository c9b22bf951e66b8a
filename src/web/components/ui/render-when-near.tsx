import { useRef, type ReactNode } from 'react';
import { useRenderLater } from '@web/lib/render-later.ts';

export interface RenderWhenNearProps {
  children: ReactNode;
  /** Holds the section's room until then; it should be about as tall as the section. */
  placeholder: ReactNode;
}

/** A section below the first screen, rendered once it comes within a screen of the viewport. */
export function RenderWhenNear({ children, placeholder }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useRenderLater(ref);
  return ready ? children : <div ref={ref}>{placeholder}</div>;
}
