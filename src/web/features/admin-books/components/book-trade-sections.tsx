import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { bookFormats, contributorRoles } from '@shared/book-trade.ts';
import type { NamedKind } from '@shared/schemas/admin-book-trade.ts';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { useNamedList } from '@web/features/admin-book-trade/admin-book-trade.public.ts';
import {
  bookFieldId,
  BookNumberField,
  BookTextField,
  FormSection,
  useFieldError,
} from './book-form-controls.tsx';

/** The names of one kind that match what is typed, offered under a text field (pick or type new). */
function NameSuggestions({ id, kind, typed }: { id: string; kind: NamedKind; typed: string }) {
  const q = useDeferredValue(typed.trim());
  const { data } = useNamedList(kind, q, 1, 8);
  return (
    <datalist id={id}>
      {(data?.items ?? []).map((row) => (
        <option key={row.id} value={row.name}>
          {row.books === 1 ? '1 book' : `${row.books} books`}
        </option>
      ))}
    </datalist>
  );
}

function FormatField() {
  const { register } = useFormContext<AdminBookInput>();
  const error = useFieldError('format');
  const id = bookFieldId('format');
  return (
    <FormField id={id} label="Format" error={error} className="content-start">
      <Select
        {...fieldAria(id, error, false)}
        {...register('format', { setValueAs: (v: string | null) => v || null })}
      >
        <option value="">Not stated</option>
        {Object.entries(bookFormats).map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A name field that offers the shop's own names of its kind as it is typed. */
function NamedField({
  name,
  kind,
  label,
  hint,
}: {
  name: 'publisher' | 'series.name';
  kind: NamedKind;
  label: string;
  hint?: string;
}) {
  const typed = (useWatch<AdminBookInput>({ name }) as string | null | undefined) ?? '';
  const listId = `${bookFieldId(name)}-choices`;
  return (
    <>
      <BookTextField
        name={name}
        label={label}
        hint={hint}
        list={listId}
        autoComplete="off"
        maxLength={200}
      />
      <NameSuggestions id={listId} kind={kind} typed={typed} />
    </>
  );
}

/** Format, edition, pages, date, publisher and imprint, and the work's series. */
export function EditionSection() {
  return (
    <FormSection
      title="Edition"
      description="What tells this edition apart from the work's others. All optional."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormatField />
        <BookTextField
          name="editionStatement"
          label="Edition"
          hint="Such as “Second edition”."
          maxLength={200}
          autoComplete="off"
        />
        <BookNumberField name="pageCount" label="Pages" empty={null} step={1} min={1} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <BookTextField
          name="publicationDate"
          label="Publication date"
          hint="A date after today makes it a pre-order."
          type="date"
          className="sm:col-span-1"
        />
        <NamedField
          name="publisher"
          kind="publishers"
          label="Publisher"
          hint="Pick one or type a new name."
        />
        <BookTextField name="imprint" label="Imprint" maxLength={200} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <NamedField
          name="series.name"
          kind="series"
          label="Series"
          hint="Empty: not part of a series. Applies to every edition of the work."
        />
        <BookNumberField name="series.number" label="Volume" empty={null} step={0.1} min={0} />
      </div>
    </FormSection>
  );
}

function ContributorRow({
  index,
  count,
  move,
  remove,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { register } = useFormContext<AdminBookInput>();
  const typed = (useWatch<AdminBookInput>({ name: `contributors.${index}.name` }) as string) ?? '';
  const nameId = bookFieldId(`contributors-${index}-name`);
  const roleId = bookFieldId(`contributors-${index}-role`);
  const listId = `${nameId}-choices`;
  const position = `contributor ${index + 1}`;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-2 rounded-md border p-2 sm:grid-cols-[1fr_11rem_auto]">
      <label htmlFor={nameId} className="sr-only">
        Name of {position}
      </label>
      <Input
        id={nameId}
        list={listId}
        autoComplete="off"
        maxLength={200}
        placeholder="Name"
        {...register(`contributors.${index}.name`)}
      />
      <NameSuggestions id={listId} kind="contributors" typed={typed} />
      <label htmlFor={roleId} className="sr-only">
        Role of {position}
      </label>
      <Select
        id={roleId}
        className="col-start-1 sm:col-start-auto"
        {...register(`contributors.${index}.role`)}
      >
        {Object.entries(contributorRoles).map(([code, role]) => (
          <option key={code} value={code}>
            {role.label}
          </option>
        ))}
      </Select>
      <div className="col-start-2 row-span-2 row-start-1 flex items-start gap-1 sm:col-start-auto sm:row-span-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${position} up`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${position} down`}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${position}`}
          onClick={() => remove(index)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Everyone credited on the edition, in order, each with their role. */
export function ContributorsSection() {
  const { control } = useFormContext<AdminBookInput>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'contributors' });
  const error = useFieldError('contributors');
  return (
    <FormSection
      title="Contributors"
      description="In the order they are credited. Changed here, the Author field follows the authors; left empty, the Author field is credited as written."
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No contributors yet: the book is credited to the Author field.
        </p>
      ) : (
        <ol className="grid gap-2">
          {fields.map((field, index) => (
            <ContributorRow
              key={field.id}
              index={index}
              count={fields.length}
              move={move}
              remove={remove}
            />
          ))}
        </ol>
      )}
      {error ? (
        <p
          id={`${bookFieldId('contributors')}-error`}
          role="alert"
          className="text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => append({ name: '', role: fields.length === 0 ? 'A01' : 'B06' })}
        >
          <Plus aria-hidden="true" /> Add contributor
        </Button>
      </div>
    </FormSection>
  );
}
