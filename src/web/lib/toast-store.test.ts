import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastEntry } from './toast-store.ts';

const entry = (id: string): ToastEntry => ({ id, open: true, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('keeps at most three toasts, dropping the oldest first', () => {
    let state: ToastEntry[] = [];
    for (const id of ['1', '2', '3', '4'])
      state = toastReducer(state, { type: 'add', toast: entry(id) });
    expect(state.map((t) => t.id)).toEqual(['4', '3', '2']);
  });

  it('closes one toast, or all of them, before removing', () => {
    let state = [entry('a'), entry('b')];
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.map((t) => t.open)).toEqual([false, true]);
    state = toastReducer(state, { type: 'dismiss' });
    expect(state.every((t) => !t.open)).toBe(true);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.map((t) => t.id)).toEqual(['b']);
    state = toastReducer([entry('c'), ...state], { type: 'remove' });
    expect(state.map((t) => t.id)).toEqual(['c']);
  });
});
