import { RotateCcw } from 'lucide-react';
import { errorMessage } from '@web/lib/api-client.ts';
import { Button } from './button.tsx';

export interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** h1 when the error is the whole page (a page always has one h1). */
  headingLevel?: 'h1' | 'h2';
}

/** A read that failed: what could not be loaded, the reason, and "Try again". */
export function QueryError({
  title,
  error,
  onRetry,
  retrying = false,
  headingLevel: Heading = 'h2',
}: QueryErrorProps) {
  return (
    <div role="alert" className="rounded-xl border bg-card p-6 text-center">
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="mt-2 text-sm text-muted-foreground">
        {errorMessage(error, 'The shop is not answering right now.')}
      </p>
      <Button variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
