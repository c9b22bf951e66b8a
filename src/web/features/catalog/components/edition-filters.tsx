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

/**
 * Format, language and publisher: what differs between a work's editions. A filter is offered
 * when the catalogue has more than one choice for it (or one is chosen).
 */
export function EditionFilters({ query, onChange, options, idPrefix }: EditionFiltersProps) {
  if (!options) return null;
  const offers = (list: unknown[], chosen: string | undefined) =>
    list.length > 1 || chosen !== undefined;
  const formats = offers(options.formats, query.format);
  const languages = offers(options.languages, query.language);
  const publishers = offers(options.publishers, query.publisher);
  if (!formats && !languages && !publishers) return null;
  return (
    <div className="grid gap-3 border-t pt-4">
      {formats ? (
        <Pick
          id={`${idPrefix}-format`}
          label="Format"
          value={query.format ?? ''}
          onChange={(format) => onChange({ format })}
        >
          <option value="">Any format</option>
          {options.formats.map((f) => (
            <option key={f.code} value={f.code}>
              {counted(f.label, f.count)}
            </option>
          ))}
        </Pick>
      ) : null}
      {languages ? (
        <Pick
          id={`${idPrefix}-language`}
          label="Language"
          value={query.language ?? ''}
          onChange={(language) => onChange({ language })}
        >
          <option value="">Any language</option>
          {options.languages.map((l) => (
            <option key={l.name} value={l.name}>
              {counted(l.name, l.count)}
            </option>
          ))}
        </Pick>
      ) : null}
      {publishers ? (
        <Pick
          id={`${idPrefix}-publisher`}
          label="Publisher"
          value={query.publisher ?? ''}
          onChange={(publisher) => onChange({ publisher })}
        >
          <option value="">Any publisher</option>
          {options.publishers.map((p) => (
            <option key={p.slug} value={p.slug}>
              {counted(p.name, p.count)}
            </option>
          ))}
        </Pick>
      ) : null}
    </div>
  );
}
