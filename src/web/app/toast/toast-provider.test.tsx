import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast-provider.tsx';

function ToastConsumer() {
  const { toast, toasts } = useToast();
  return (
    <span>
      {typeof toast} {toasts.length}
    </span>
  );
}

describe('useToast', () => {
  it('throws outside its provider with the docs/product.md §8 message', () => {
    expect(() => renderToString(<ToastConsumer />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });

  it('gives the toast API inside the provider', () => {
    const html = renderToString(
      <ToastProvider>
        <ToastConsumer />
      </ToastProvider>,
    );
    expect(html).toContain('function');
  });
});
