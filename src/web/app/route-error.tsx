import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';

/** Shown when rendering a page fails, most often a page chunk that no longer exists after a deploy. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md text-center">
        <h1 className="font-serif text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          This page could not be shown. Reloading usually fixes it; if not, please try again in a
          few minutes.
        </p>
        {detail ? <p className="mt-2 text-sm text-muted-foreground">{detail}</p> : null}
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <a
            href={paths.home}
            className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent"
          >
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** A new value (the next address) clears the error: the next page gets its own chance. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering and shows RouteError instead of a blank page. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
