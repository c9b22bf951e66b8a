import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  queryDefinitionSchema,
  savedQueryInputSchema,
  type SavedQuery,
  type SavedQueryInput,
} from '@shared/schemas/admin-queries.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useCreateSavedQuery } from '../api/create-saved-query.ts';
import { useUpdateSavedQuery } from '../api/update-saved-query.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { CollectionPanel } from './collection-panel.tsx';
import { QueryPreview } from './query-preview.tsx';
import { RuleBuilder } from './rule-builder.tsx';
import { SavedQueriesList } from './saved-queries-list.tsx';
import { SaveQueryBar } from './save-query-bar.tsx';

const blank: SavedQueryInput = { name: '', entity: 'books', match: 'all', rules: [] };

const formValuesOf = (q: SavedQuery): SavedQueryInput => ({
  name: q.name,
  entity: q.entity,
  match: q.match,
  rules: q.rules,
});

/** How long the preview waits after the last keystroke. */
const previewDelayMs = 350;

/**
 * /admin/conditional-queries: build a rule set with a live preview, save it, export it, and
 * (for books) publish it as a smart collection.
 */
export function ConditionalQueriesScreen() {
  const idPrefix = useId();
  const categories = useSiteConfig().data?.books.categories ?? [];
  const [current, setCurrent] = useState<SavedQuery | null>(null);
  const create = useCreateSavedQuery();
  const update = useUpdateSavedQuery();
  const { toast } = useToast();
  const form = useForm<SavedQueryInput, unknown, SavedQueryInput>({
    resolver: zodResolver(savedQueryInputSchema),
    mode: 'onChange',
    defaultValues: blank,
  });

  const watched = useWatch({ control: form.control });
  const settled = useDebouncedValue(
    JSON.stringify({ entity: watched.entity, match: watched.match, rules: watched.rules }),
    previewDelayMs,
  );
  const definition = useMemo(() => {
    const parsed = queryDefinitionSchema.safeParse(JSON.parse(settled));
    return parsed.success ? parsed.data : null;
  }, [settled]);
  // A new rule set starts on its first page of matches.
  const [paging, setPaging] = useState({ key: settled, page: 1 });
  const page = paging.key === settled ? paging.page : 1;

  function open(query: SavedQuery | null) {
    setCurrent(query);
    form.reset(query ? formValuesOf(query) : blank);
  }

  async function save(values: SavedQueryInput, asNew: boolean) {
    try {
      const saved =
        current && !asNew
          ? await update.mutateAsync({ id: current.id, input: values })
          : await create.mutateAsync(values);
      open(saved);
      toast({ variant: 'success', title: `Saved “${saved.name}”` });
    } catch (error) {
      const fields = isApiError(error) ? error.error.fields : undefined;
      for (const [path, message] of Object.entries(fields ?? {})) {
        form.setError(path as FieldPath<SavedQueryInput>, { message });
      }
      toast({ variant: 'error', title: 'Could not save', description: errorMessage(error) });
    }
  }

  const onSubmit = form.handleSubmit((values) => save(values, false));
  const onSaveAsNew = form.handleSubmit((values) => save(values, true));
  const entity = watched.entity ?? 'books';

  return (
    <AdminPage
      title="Conditional queries"
      description="Find books, orders or users by rules, export them, or turn a books query into a collection that stays current."
      actions={
        <Button variant="outline" onClick={() => open(null)}>
          <FilePlus2 aria-hidden="true" />
          New query
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <FormProvider {...form}>
            <form
              onSubmit={(e) => void onSubmit(e)}
              noValidate
              aria-label={current ? `Edit query ${current.name}` : 'New query'}
              className="grid grid-cols-1 gap-4 rounded-xl border bg-muted/30 p-4"
            >
              <RuleBuilder idPrefix={idPrefix} categories={categories} />
              <SaveQueryBar
                idPrefix={idPrefix}
                current={current}
                saving={create.isPending || update.isPending}
                onSaveAsNew={() => void onSaveAsNew()}
              />
            </form>
          </FormProvider>
          <QueryPreview
            definition={definition}
            entity={definition?.entity ?? entity}
            page={page}
            onPageChange={(p) => setPaging({ key: settled, page: p })}
          />
        </div>
        <aside
          className="grid min-w-0 grid-cols-1 content-start gap-6"
          aria-label="Saved queries and collections"
        >
          {current && current.entity === 'books' ? (
            <CollectionPanel
              key={current.id}
              query={current}
              dirty={form.formState.isDirty}
              onChanged={setCurrent}
            />
          ) : null}
          <SavedQueriesList
            currentId={current?.id ?? null}
            onOpen={open}
            onDeleted={(id) => (id === current?.id ? open(null) : undefined)}
          />
        </aside>
      </div>
    </AdminPage>
  );
}
