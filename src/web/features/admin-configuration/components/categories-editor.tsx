import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SiteContent } from '@shared/schemas/site-config.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { StaleSaveAlert } from '@web/components/ui/stale-save-alert.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isVersionConflict } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { reloadAdminSiteConfig } from '../api/get-admin-site-config.ts';
import { useSaveSiteConfig } from '../api/save-site-config.ts';
import { moveItem, newCategoryError, sameList } from '../category-list.ts';
import { CategoryRow } from './category-row.tsx';
import { ConfigSection, SaveBar } from './config-section.tsx';
import { RenameCategoryDialog } from './rename-category-dialog.tsx';

export interface CategoriesEditorProps {
  saved: string[];
  bookCounts: Record<string, number>;
  /** The saved blocks, sent unchanged with a new category list. */
  content: SiteContent;
  /** The version `saved` and `content` come from, which the save replaces. */
  version: number;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Add, reorder and remove categories, then save the list as a new version. Renaming saves at
 * once (the books change with it). Give it a `key` of the saved list to start again after a save.
 */
export function CategoriesEditor({
  saved,
  bookCounts,
  content,
  version,
  onDirtyChange,
}: CategoriesEditorProps) {
  const id = useId();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const save = useSaveSiteConfig();
  const [draft, setDraft] = useState(saved);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Refused because of a newer version: shown until the page holds a newer one (Reload).
  const [conflict, setConflict] = useState<{ version: number; message: string } | null>(null);
  const staleMessage = conflict?.version === version ? conflict.message : null;
  const [renaming, setRenaming] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ name: string; key: 'up' | 'down' } | null>(
    null,
  );
  const dirty = !sameList(draft, saved);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Keep focus on the moved category's button; at an end of the list, on the other one.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { name, key } = focusAfterMove;
    const el = buttons.current.get(`${name}:${key}`);
    const other = buttons.current.get(`${name}:${key === 'up' ? 'down' : 'up'}`);
    (el && !el.disabled ? el : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = newCategoryError(draft, newName);
    setAddError(problem);
    if (problem) return;
    setDraft([...draft, newName.trim()]);
    setNewName('');
  };

  const remove = (name: string) => {
    const books = bookCounts[name] ?? 0;
    if (saved.includes(name) && books > 0) {
      setRefused(name);
      return;
    }
    setRefused(null);
    setDraft(draft.filter((c) => c !== name));
  };

  const onSave = async () => {
    setSaveError(null);
    setConflict(null);
    try {
      await save.mutateAsync({ input: { categories: draft, content }, version });
      toast({
        variant: 'success',
        title: 'Categories saved',
        description: 'The shop shows the new list now.',
      });
    } catch (error) {
      if (isVersionConflict(error)) setConflict({ version, message: errorMessage(error) });
      else setSaveError(errorMessage(error));
      toast({ variant: 'error', title: 'Categories not saved', description: errorMessage(error) });
    }
  };

  return (
    <ConfigSection
      title="Categories"
      description="The storefront lists them in this order. A category in use cannot be removed; rename it instead."
    >
      {draft.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No categories yet. Add the first one below.
        </p>
      ) : (
        <ol aria-label="Categories" className="rounded-lg border">
          {draft.map((name, i) => {
            const isSaved = saved.includes(name);
            return (
              <CategoryRow
                key={name}
                name={name}
                position={i + 1}
                total={draft.length}
                books={isSaved ? (bookCounts[name] ?? 0) : null}
                renameBlockedBecause={
                  !isSaved
                    ? 'Save the list before renaming a new category'
                    : dirty
                      ? 'Save or discard your changes to the list before renaming'
                      : null
                }
                onMove={(delta) => {
                  setDraft(moveItem(draft, i, delta));
                  setFocusAfterMove({ name, key: delta === -1 ? 'up' : 'down' });
                }}
                onRename={() => setRenaming(name)}
                onRemove={() => remove(name)}
                removeRefusal={
                  refused === name
                    ? `“${name}” is used by ${plural(bookCounts[name] ?? 0, 'book')}, so it cannot be removed. Move those books to another category, or rename this one.`
                    : null
                }
                buttonRef={(key, el) => {
                  if (el) buttons.current.set(`${name}:${key}`, el);
                  else buttons.current.delete(`${name}:${key}`);
                }}
              />
            );
          })}
        </ol>
      )}

      <form noValidate onSubmit={add} className="mt-4 flex flex-wrap items-start gap-3">
        <FormField
          id={`${id}-new`}
          label="New category"
          error={addError ?? undefined}
          className="min-w-0 flex-1 basis-56"
        >
          <Input
            value={newName}
            maxLength={120}
            onChange={(e) => setNewName(e.target.value)}
            {...fieldAria(`${id}-new`, addError ?? undefined)}
          />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-6.5">
          <Plus aria-hidden="true" />
          Add category
        </Button>
      </form>

      {staleMessage ? (
        <StaleSaveAlert
          className="mt-4"
          title="The list was not saved"
          message={staleMessage}
          onReload={() => reloadAdminSiteConfig(queryClient)}
        />
      ) : saveError ? (
        <Alert className="mt-4" title="The list was not saved" onDismiss={() => setSaveError(null)}>
          {saveError}
        </Alert>
      ) : null}

      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save categories"
        onDiscard={() => {
          setDraft(saved);
          setRefused(null);
          setSaveError(null);
        }}
        onSave={() => void onSave()}
      />

      {renaming ? (
        <RenameCategoryDialog
          category={renaming}
          books={bookCounts[renaming] ?? 0}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </ConfigSection>
  );
}
