import type { ReactNode } from 'react';
import type { ToastVariant } from '@web/components/ui/toast.tsx';

/** docs/product.md §4 "Toast": at most 3 kept, the oldest dropped first. */
export const toastLimit = 3;

/** docs/product.md §4 "Toast": F8 moves focus to the toast area (Radix's default hotkey). */
export const toastHotkey = 'F8';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismissal; the provider's 2000 ms when omitted. */
  duration?: number;
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Newest first; adding past the limit drops the oldest. */
export function toastReducer(state: ToastEntry[], action: ToastAction): ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, toastLimit);
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      // Without an id: every toast that has already been closed.
      return state.filter((t) => (action.id === undefined ? t.open : t.id !== action.id));
  }
}
