import type { ReactNode } from 'react';
import { formatCount } from '@shared/money.ts';
import type { EditionFilterOptions } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';

interface EditionFiltersProps {
  query: CatalogQuery;
  onChange: (patch: Partial<CatalogQuery>) => void;
  options: EditionFilterOptions | undefined;
  idPrefix: string;
}

function Pick({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-sans text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
      </select>
    </div>
  );
}

const counted = (name: string, count: number) => `${name} (${formatCount(count)})`;

type EditionKey = 'format' | 'language' | 'publisher';

/** Each filter's label, its "any" choice, and its choices as value and words. */
function choicesOf(options: EditionFilterOptions) {
  return [
    {
      key: 'format' as EditionKey,
      label: 'Format',
      any: 'Any format',
      choices: options.formats.map((f) => ({ value: f.code, text: counted(f.label, f.count) })),
    },
    {
      key: 'language' as EditionKey,
      label: 'Language',
      any: 'Any language',
      choices: options.languages.map((l) => ({ value: l.name, text: counted(l.name, l.count) })),
    },
    {
      key: 'publisher' as EditionKey,
      label: 'Publisher',
      any: 'Any publisher',
      choices: options.publishers.map((p) => ({ value: p.slug, text: counted(p.name, p.count) })),
    },
  ];
}

/**
 * Format, language and publisher: what differs between a work's editions. A filter is offered
 * when the catalogue has more than one choice for it (or one is chosen).
 */
export function EditionFilters({ query, onChange, options, idPrefix }: EditionFiltersProps) {
  if (!options) return null;
  const offered = choicesOf(options).filter(
    (f) => f.choices.length > 1 || query[f.key] !== undefined,
  );
  if (offered.length === 0) return null;
  return (
    <div className="grid gap-3 border-t pt-4">
      {offered.map((f) => (
        <Pick
          key={f.key}
          id={`${idPrefix}-${f.key}`}
          label={f.label}
          value={query[f.key] ?? ''}
          onChange={(value) => onChange({ [f.key]: value })}
        >
          <option value="">{f.any}</option>
          {f.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.text}
            </option>
          ))}
        </Pick>
      ))}
    </div>
  );
}
