import { useState } from 'react';
import { Link } from 'react-router';
import { publishCollectionSchema, type SavedQuery } from '@shared/schemas/admin-queries.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { usePublishCollection } from '../api/publish-collection.ts';
import { useUnpublishCollection } from '../api/unpublish-collection.ts';

export interface CollectionPanelProps {
  query: SavedQuery;
  /** The builder has changes not saved yet (the collection runs the saved rules). */
  dirty: boolean;
  onChanged: (query: SavedQuery) => void;
}

/** "Use as collection": a saved books query becomes a storefront collection that stays current. */
export function CollectionPanel({ query, dirty, onChanged }: CollectionPanelProps) {
  const [name, setName] = useState(query.collectionName ?? query.name);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishCollection();
  const unpublish = useUnpublishCollection();
  const { toast } = useToast();
  const id = `collection-name-${query.id}`;
  const published = query.collectionName;

  async function onPublish(e: React.FormEvent) {
    e.preventDefault();
    const parsed = publishCollectionSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const saved = await publish.mutateAsync({ id: query.id, name: parsed.data.name });
      onChanged(saved);
      toast({ variant: 'success', title: `“${saved.collectionName}” is on the storefront` });
    } catch (err) {
      setError(isApiError(err) ? (err.error.fields?.name ?? err.error.message) : errorMessage(err));
    }
  }

  async function onUnpublish() {
    try {
      const saved = await unpublish.mutateAsync(query.id);
      onChanged(saved);
      setConfirming(false);
      toast({ variant: 'success', title: 'The collection is no longer on the storefront' });
    } catch (err) {
      toast({ variant: 'error', title: 'Could not remove it', description: errorMessage(err) });
    }
  }

  return (
    <section
      aria-labelledby="collection-panel-title"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id="collection-panel-title" className="text-lg font-semibold">
        Use as collection
      </h2>
      <p className="text-sm text-muted-foreground">
        {published
          ? 'Shoppers see the books that match the saved rules, always current: a book joins or leaves as its price, stock or details change.'
          : 'Publish the saved rules as a storefront collection that stays current by itself.'}
      </p>
      {published ? (
        <p className="text-sm">
          Live at{' '}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={paths.collections({ collection: published })}
          >
            {paths.collections({ collection: published })}
          </Link>
        </p>
      ) : null}
      {dirty ? (
        <p className="text-sm text-muted-foreground">
          The collection uses the saved rules: save your changes to update it.
        </p>
      ) : null}
      <form onSubmit={(e) => void onPublish(e)} noValidate className="grid gap-3">
        <FormField id={id} label="Collection name" error={error}>
          <Input
            {...fieldAria(id, error)}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending
              ? 'Publishing…'
              : published
                ? 'Rename collection'
                : 'Use as collection'}
          </Button>
          {published ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Stop using as collection
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove “${published ?? ''}” from the storefront?`}
        description="The saved query stays; shoppers no longer see the collection, and links to it stop working."
        confirmLabel="Remove collection"
        busyLabel="Removing…"
        busy={unpublish.isPending}
        onConfirm={() => void onUnpublish()}
      />
    </section>
  );
}
