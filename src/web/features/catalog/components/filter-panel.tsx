import { Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatCount } from '@shared/money.ts';
import type { BooksList } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { cn } from '@web/lib/cn.ts';
import { priceBandRange, selectedPriceBand } from '../catalog-query.ts';
import { EditionFilters } from './edition-filters.tsx';

type Facets = BooksList['facets'];

export interface FilterPanelProps {
  query: CatalogQuery;
  onChange: (patch: Partial<CatalogQuery>) => void;
  /** Category counts as if no category were chosen; undefined while loading. */
  categories: Facets['categories'] | undefined;
  priceBands: Facets['priceBands'] | undefined;
  inStockCount: number | undefined;
  /** False: the choices are offered without counts (a search finding more than is counted). */
  counted?: boolean;
  /** Keeps the radio groups of two panels on one page (side column, drawer) apart. */
  idPrefix: string;
  /** Format, language and publisher choices; undefined while loading. */
  editionFilters?: BooksList['editionFilters'];
}

const shownCategories = 8;
const ratingChoices = [4, 3, 2, 1] as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The rule sits on a wrapper: on the fieldset itself the legend would cut through it.
    <div className="border-t pt-4 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-2 font-sans text-sm font-semibold">{legend}</legend>
        <div className="grid gap-0.5">{children}</div>
      </fieldset>
    </div>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  count?: number;
  disabled?: boolean;
}

function Choice({ type, name, checked, onChange, label, count, disabled }: ChoiceProps) {
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-accent hover:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked && 'font-semibold',
        disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent hover:text-inherit',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-primary focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">{label}</span>
      {count === undefined ? null : (
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">(</span>
          {formatCount(count)}
          <span className="sr-only"> books)</span>
        </span>
      )}
    </label>
  );
}

function LoadingChoices() {
  return (
    <div className="grid gap-2 py-1" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-5" />
      ))}
    </div>
  );
}

/** The filters of a listing: category, price band, rating, stock and premium, with counts. */
export function FilterPanel({
  query,
  onChange,
  categories,
  priceBands,
  inStockCount,
  counted = true,
  idPrefix,
  editionFilters,
}: FilterPanelProps) {
  const shown = (count: number | undefined) => (counted ? count : undefined);
  const filter = { query, onChange, idPrefix, shown };
  return (
    <div className="grid gap-4">
      <CategoryFilter {...filter} categories={categories} />
      <PriceFilter {...filter} priceBands={priceBands} counted={counted} />
      <RatingFilter {...filter} />
      <AvailabilityFilter {...filter} inStockCount={inStockCount} />
      <EditionFilters
        query={query}
        onChange={onChange}
        options={editionFilters}
        idPrefix={idPrefix}
      />
    </div>
  );
}

/** What each filter section is given. */
interface FilterProps {
  query: CatalogQuery;
  onChange: (patch: Partial<CatalogQuery>) => void;
  idPrefix: string;
  /** A count as shown: undefined where the panel offers its choices without counts. */
  shown: (count: number | undefined) => number | undefined;
}

/** The categories, the first few unless all are asked for. */
function useCategoryChoices(chosen: string | undefined, categories: Facets['categories'] = []) {
  const [showAll, setShowAll] = useState(false);
  // The chosen category stays listed even where this search finds nothing in it.
  const withChosen =
    chosen && !categories.some((c) => c.name === chosen)
      ? [{ name: chosen, count: 0 }, ...categories]
      : categories;
  const visible = showAll ? withChosen : withChosen.slice(0, shownCategories);
  const hiddenChosen = !showAll && chosen !== undefined && !visible.some((c) => c.name === chosen);
  return {
    listed: hiddenChosen ? [...visible, withChosen.find((c) => c.name === chosen)!] : visible,
    total: withChosen.length,
    showAll,
    toggleShowAll: () => setShowAll((v) => !v),
  };
}

function CategoryFilter({
  query,
  onChange,
  idPrefix,
  shown,
  categories,
}: FilterProps & { categories: Facets['categories'] | undefined }) {
  const choices = useCategoryChoices(query.category, categories);
  return (
    <Section legend="Category">
      {categories === undefined ? (
        <LoadingChoices />
      ) : (
        <>
          <Choice
            type="radio"
            name={`${idPrefix}-category`}
            checked={query.category === undefined}
            onChange={() => onChange({ category: undefined })}
            label="All categories"
          />
          {choices.listed.map((c) => (
            <Choice
              key={c.name}
              type="radio"
              name={`${idPrefix}-category`}
              checked={query.category === c.name}
              onChange={() => onChange({ category: c.name })}
              label={c.name}
              count={shown(c.count)}
            />
          ))}
          {choices.total > shownCategories ? (
            <button
              type="button"
              aria-expanded={choices.showAll}
              onClick={choices.toggleShowAll}
              className="mt-1 w-fit cursor-pointer rounded-md px-2 py-1 text-left text-sm font-medium text-primary hover:underline"
            >
              {choices.showAll ? 'Show fewer categories' : `Show all ${choices.total} categories`}
            </button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function PriceFilter({
  query,
  onChange,
  idPrefix,
  shown,
  priceBands,
  counted,
}: FilterProps & { priceBands: Facets['priceBands'] | undefined; counted: boolean }) {
  const chosenBand = priceBands ? selectedPriceBand(query, priceBands) : undefined;
  const customPrice =
    (query.minPrice !== undefined || query.maxPrice !== undefined) && chosenBand === undefined;
  return (
    <Section legend="Price">
      {priceBands === undefined ? (
        <LoadingChoices />
      ) : (
        <>
          <Choice
            type="radio"
            name={`${idPrefix}-price`}
            checked={query.minPrice === undefined && query.maxPrice === undefined}
            onChange={() => onChange({ minPrice: undefined, maxPrice: undefined })}
            label="Any price"
          />
          {priceBands.map((band) => {
            const checked = chosenBand?.key === band.key;
            return (
              <Choice
                key={band.key}
                type="radio"
                name={`${idPrefix}-price`}
                checked={checked}
                disabled={counted && band.count === 0 && !checked}
                onChange={() => onChange(priceBandRange(band))}
                label={band.label}
                count={shown(band.count)}
              />
            );
          })}
          {customPrice ? (
            <Choice
              type="radio"
              name={`${idPrefix}-price`}
              checked
              onChange={() => undefined}
              label="Your price range"
            />
          ) : null}
        </>
      )}
    </Section>
  );
}

function RatingFilter({ query, onChange, idPrefix }: FilterProps) {
  return (
    <Section legend="Customer rating">
      <Choice
        type="radio"
        name={`${idPrefix}-rating`}
        checked={query.minRating === undefined}
        onChange={() => onChange({ minRating: undefined })}
        label="Any rating"
      />
      {ratingChoices.map((stars) => (
        <Choice
          key={stars}
          type="radio"
          name={`${idPrefix}-rating`}
          checked={query.minRating === stars}
          onChange={() => onChange({ minRating: stars })}
          label={
            <>
              <span aria-hidden="true" className="inline-flex items-center gap-1">
                {stars}
                <Star className="size-3.5 fill-rating text-rating" />& up
              </span>
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'} and up
              </span>
            </>
          }
        />
      ))}
    </Section>
  );
}

function AvailabilityFilter({
  query,
  onChange,
  idPrefix,
  shown,
  inStockCount,
}: FilterProps & { inStockCount: number | undefined }) {
  return (
    <Section legend="Availability">
      <Choice
        type="checkbox"
        name={`${idPrefix}-in-stock`}
        checked={query.inStock === true}
        onChange={(checked) => onChange({ inStock: checked || undefined })}
        label="In stock only"
        count={query.inStock ? undefined : shown(inStockCount)}
      />
      <Choice
        type="checkbox"
        name={`${idPrefix}-premium`}
        checked={query.premium === true}
        onChange={(checked) => onChange({ premium: checked || undefined })}
        label="Premium editions"
      />
    </Section>
  );
}
