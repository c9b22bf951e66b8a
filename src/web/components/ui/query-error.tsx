import { RotateCcw } from 'lucide-react';
import { errorMessage } from '@web/lib/api-client.ts';
import { Button } from './button.tsx';

export interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A read that failed: what could not be loaded, the reason, and "Try again". */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div role="alert" className="rounded-xl border bg-card p-6 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
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
