import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { siteConfigInputSchema } from '@shared/schemas/admin-site-config.ts';
import type { SiteContent } from '@shared/schemas/site-config.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { StaleSaveAlert } from '@web/components/ui/stale-save-alert.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isVersionConflict } from '@web/lib/api-client.ts';
import { reloadAdminSiteConfig } from '../api/get-admin-site-config.ts';
import { useSaveSiteConfig } from '../api/save-site-config.ts';
import { ConfigSection, SaveBar } from './config-section.tsx';
import { HtmlPreview } from './html-preview.tsx';

const blocks = [
  { key: 'aboveHeader', label: 'Above the header', hint: 'A strip at the very top of every page.' },
  { key: 'belowHeader', label: 'Below the header', hint: 'A strip under the navigation.' },
  { key: 'popup', label: 'Popup', hint: 'Shown once to each visitor; leave empty for none.' },
] as const;

const contentSchema = siteConfigInputSchema.shape.content;

export interface ContentEditorProps {
  saved: SiteContent;
  /** The saved categories, sent unchanged with new blocks. */
  categories: string[];
  /** The version `saved` and `categories` come from, which the save replaces. */
  version: number;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The storefront's HTML blocks with a live preview of each. Give it a `key` of the saved blocks,
 * so a save or a rollback starts it again from what the server kept.
 */
export function ContentEditor({ saved, categories, version, onDirtyChange }: ContentEditorProps) {
  const id = useId();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const save = useSaveSiteConfig();
  const [draft, setDraft] = useState<SiteContent>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof SiteContent, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // Refused because of a newer version: shown until the page holds a newer one (Reload).
  const [conflict, setConflict] = useState<{ version: number; message: string } | null>(null);
  const staleMessage = conflict?.version === version ? conflict.message : null;
  const dirty = blocks.some((b) => draft[b.key] !== saved[b.key]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSave = async () => {
    const parsed = contentSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaveError(null);
    setConflict(null);
    try {
      const result = await save.mutateAsync({
        input: { categories, content: parsed.data },
        version,
      });
      const kept = result.latest?.content;
      const cleaned = kept && blocks.some((b) => kept[b.key] !== parsed.data[b.key]);
      toast({
        variant: 'success',
        title: 'Blocks saved',
        description: cleaned
          ? 'Some markup that is not allowed (scripts, event handlers, unsafe links) was removed.'
          : 'The storefront shows them now.',
      });
    } catch (error) {
      if (isVersionConflict(error)) setConflict({ version, message: errorMessage(error) });
      else setSaveError(errorMessage(error));
      toast({ variant: 'error', title: 'Blocks not saved', description: errorMessage(error) });
    }
  };

  return (
    <ConfigSection
      title="Page blocks"
      description="HTML shown on every storefront page. Scripts, event handlers and unsafe links are removed when you save."
    >
      <div className="grid gap-6">
        {blocks.map((b) => {
          const fieldId = `${id}-${b.key}`;
          return (
            <div key={b.key} className="grid gap-3 lg:grid-cols-2">
              <FormField id={fieldId} label={b.label} hint={b.hint} error={errors[b.key]}>
                <Textarea
                  spellCheck={false}
                  className="h-48 min-h-48 font-mono text-xs sm:text-xs"
                  value={draft[b.key]}
                  onChange={(e) => setDraft({ ...draft, [b.key]: e.target.value })}
                  {...fieldAria(fieldId, errors[b.key], true)}
                />
              </FormField>
              <div className="grid content-start gap-1.5">
                <p className="text-sm font-medium" aria-hidden="true">
                  Preview
                </p>
                <HtmlPreview
                  html={draft[b.key]}
                  title={`Preview: ${b.label.toLowerCase()}`}
                  popup={b.key === 'popup'}
                />
              </div>
            </div>
          );
        })}
      </div>
      {staleMessage ? (
        <StaleSaveAlert
          className="mt-4"
          title="The blocks were not saved"
          message={staleMessage}
          onReload={() => reloadAdminSiteConfig(queryClient)}
        />
      ) : saveError ? (
        <Alert
          className="mt-4"
          title="The blocks were not saved"
          onDismiss={() => setSaveError(null)}
        >
          {saveError}
        </Alert>
      ) : null}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save blocks"
        onDiscard={() => {
          setDraft(saved);
          setErrors({});
        }}
        onSave={() => void onSave()}
      />
    </ConfigSection>
  );
}
