import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@web/lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface StaleSaveAlertProps {
  title: string;
  /** The server's message: someone else saved since the page was loaded. */
  message: string;
  /** Fetches what is saved now; the page shows it once this resolves. */
  onReload: () => Promise<unknown>;
  className?: string;
}

/**
 * A save refused because someone else saved first (409). The form is left as it is, so nothing
 * typed is lost by surprise; Reload brings in the other person's changes.
 */
export function StaleSaveAlert({ title, message, onReload, className }: StaleSaveAlertProps) {
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);

  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      await onReload();
    } catch (error) {
      setReloadError(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Alert className={className} title={title}>
      <p>{message}</p>
      {reloadError ? <p className="mt-1">It could not be reloaded: {reloadError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={reloading}
        onClick={() => void reload()}
      >
        <RotateCcw aria-hidden="true" />
        {reloading ? 'Reloading…' : 'Reload'}
      </Button>
    </Alert>
  );
}
