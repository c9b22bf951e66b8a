import { useCallback, useState } from 'react';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { UnsavedChangesGuard } from '@web/components/ui/unsaved-changes-guard.tsx';
import { useAdminSiteConfig } from '../api/get-admin-site-config.ts';
import { CategoriesEditor } from './categories-editor.tsx';
import { ContentEditor } from './content-editor.tsx';
import { VersionHistory } from './version-history.tsx';

const noContent = { aboveHeader: '', belowHeader: '', popup: '' };

/** Categories, page blocks and versions; each editor saves on its own. */
export function ConfigurationView() {
  const config = useAdminSiteConfig();
  const [dirty, setDirty] = useState({ categories: false, content: false });
  const onCategoriesDirty = useCallback(
    (d: boolean) => setDirty((s) => (s.categories === d ? s : { ...s, categories: d })),
    [],
  );
  const onContentDirty = useCallback(
    (d: boolean) => setDirty((s) => (s.content === d ? s : { ...s, content: d })),
    [],
  );

  if (config.isPending) {
    return (
      <div className="grid gap-4">
        <p role="status" className="sr-only">
          Loading the site configuration…
        </p>
        <Skeleton className="h-72" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <QueryError
        title="The site configuration could not be loaded"
        error={config.error}
        retrying={config.isFetching}
        onRetry={() => void config.refetch()}
      />
    );
  }

  const latest = config.data.latest;
  const categories = latest?.categories ?? [];
  const content = latest?.content ?? noContent;
  const unsaved = dirty.categories || dirty.content;
  return (
    <div className="grid gap-4">
      <UnsavedChangesGuard when={unsaved} />
      <CategoriesEditor
        key={categories.join('\n')}
        saved={categories}
        bookCounts={latest?.bookCounts ?? {}}
        content={content}
        version={config.data.version}
        onDirtyChange={onCategoriesDirty}
      />
      <ContentEditor
        key={JSON.stringify(content)}
        saved={content}
        categories={categories}
        version={config.data.version}
        onDirtyChange={onContentDirty}
      />
      <VersionHistory versions={config.data.versions} hasUnsavedChanges={unsaved} />
    </div>
  );
}
