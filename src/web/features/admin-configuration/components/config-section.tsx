import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button.tsx';

/** A card of the configuration screen. */
export function ConfigSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `config-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-card p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p className="mt-0.5 mb-4 text-sm text-muted-foreground">{description}</p>
      ) : null}
      {children}
    </section>
  );
}

/**
 * Discard and save for one section; both wait until something changed. It sticks to the bottom
 * of the screen while its section is in view, above the phone's bottom bar and keyboard (ADR 022).
 */
export function SaveBar({
  dirty,
  saving,
  saveLabel,
  onDiscard,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  onDiscard: () => void;
  onSave: () => void;
}) {
  return (
    <div className="sticky bottom-[max(var(--keyboard-inset,0px),var(--admin-bar,0px))] z-10 -mx-4 mt-4 -mb-4 flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t bg-card/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:-mb-5 sm:px-5">
      <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {dirty ? 'Unsaved changes' : 'Saved'}
      </p>
      <Button variant="outline" disabled={!dirty || saving} onClick={onDiscard}>
        Discard
      </Button>
      <Button disabled={!dirty || saving} onClick={onSave}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </div>
  );
}
