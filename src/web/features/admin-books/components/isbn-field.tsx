import { useFormContext, useWatch } from 'react-hook-form';
import { compactIsbn, isValidIsbn10, isValidIsbn13, toIsbn13 } from '@shared/isbn.ts';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { bookFieldId, useFieldError } from './book-form-controls.tsx';

function isbnHint(value: string): string {
  const isbn = compactIsbn(value);
  if (!isbn) return 'Optional. ISBN-13, or an ISBN-10 which becomes its ISBN-13.';
  if (isValidIsbn13(isbn)) return `Valid ISBN-13 (check digit ${isbn.at(-1)}).`;
  if (isValidIsbn10(isbn)) return `ISBN-10: saved as ISBN-13 ${toIsbn13(isbn)}.`;
  return 'Hyphens and spaces are fine; the check digit is verified.';
}

/** ISBN with its check digit verified as you go; a valid ISBN-10 becomes ISBN-13 on leaving. */
export function IsbnField() {
  const { register, setValue, control } = useFormContext<AdminBookInput>();
  const value = useWatch({ control, name: 'isbn' }) ?? '';
  const error = useFieldError('isbn');
  const id = bookFieldId('isbn');
  const field = register('isbn');
  return (
    <FormField id={id} label="ISBN" hint={isbnHint(value)} error={error} className="content-start">
      <Input
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        placeholder="978-…"
        {...fieldAria(id, error, true)}
        {...field}
        onBlur={(event) => {
          void field.onBlur(event);
          const isbn = compactIsbn(event.target.value);
          if (isValidIsbn10(isbn)) {
            setValue('isbn', toIsbn13(isbn), { shouldDirty: true, shouldValidate: true });
          }
        }}
      />
    </FormField>
  );
}
