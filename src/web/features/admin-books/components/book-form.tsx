import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  adminBookSchema,
  type AdminBookDetail,
  type AdminBookInput,
  type AdminBookValues,
} from '@shared/schemas/admin-books.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { bookFormFields, bookFormValues, newBookDefaults } from '../book-form-values.ts';
import { BookCardPreview } from './book-card-preview.tsx';
import type { BookImagePickerSlot } from './book-image-field.tsx';
import {
  DetailsSection,
  MediaSection,
  PricingSection,
  ShelvingSection,
  StockSection,
} from './book-form-sections.tsx';
import { ContributorsSection, EditionSection } from './book-trade-sections.tsx';
import { UnsavedChangesGuard } from '@web/components/ui/unsaved-changes-guard.tsx';

export interface BookFormProps {
  /** The saved book being edited; a new book otherwise. */
  book?: AdminBookDetail;
  /** Saves the values; resolves with the saved book, rejects with the server's error. */
  onSave: (values: AdminBookValues) => Promise<AdminBookDetail>;
  /** Runs after a save, once the form is clean again (so leaving is not blocked). */
  onSaved: (book: AdminBookDetail) => void;
  /** Where Cancel goes (a link, so the unsaved-changes guard asks first). */
  cancel: ReactNode;
  imagePicker?: BookImagePickerSlot;
}

function Preview({ book }: { book?: AdminBookDetail }) {
  const { series: _series, contributors: _contributors, ...values } = useWatch<AdminBookInput>();
  return (
    <BookCardPreview
      values={{
        ...values,
        id: book?.id,
        avgRating: book?.avgRating,
        ratingCount: book?.ratingCount,
      }}
    />
  );
}

/** Every field of a book (docs/product.md §3), checked by the shared schema here and again by the server. */
export function BookForm({ book, onSave, onSaved, cancel, imagePicker }: BookFormProps) {
  const form = useForm<AdminBookInput, unknown, AdminBookValues>({
    resolver: zodResolver(adminBookSchema),
    defaultValues: book ? bookFormValues(book) : newBookDefaults,
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting, errors, dirtyFields },
  } = form;
  const formError = errors.root?.server?.message;
  // Handed on only after the reset has rendered, so the guard already sees a clean form.
  const [saved, setSaved] = useState<AdminBookDetail>();
  useEffect(() => {
    if (!saved) return;
    setSaved(undefined);
    onSaved(saved);
  }, [saved, onSaved]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Credits are sent only when edited: an edited Author field then credits as typed.
      const book = await onSave(
        dirtyFields.contributors ? values : { ...values, contributors: undefined },
      );
      reset(bookFormValues(book));
      setSaved(book);
    } catch (error) {
      const fields = serverFieldErrors(error, bookFormFields);
      fields.forEach(([field, message], i) =>
        setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      if (fields.length === 0) {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  const errorCount = Object.keys(errors).filter((k) => k !== 'root').length;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="grid min-w-0 gap-6">
          {formError ? (
            <Alert title={book ? 'The book was not saved' : 'The book was not added'}>
              {formError}
            </Alert>
          ) : null}
          <DetailsSection />
          <ContributorsSection />
          <EditionSection />
          <PricingSection />
          <StockSection isNew={!book} />
          <ShelvingSection />
          <MediaSection imagePicker={imagePicker} />
        </div>
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <Preview book={book} />
        </aside>
        <div className="sticky bottom-[max(var(--keyboard-inset,0px),var(--admin-bar,0px))] z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 lg:col-span-2">
          {errorCount > 0 ? (
            <p
              role="alert"
              className="w-full text-sm font-medium text-destructive sm:mr-auto sm:w-auto"
            >
              {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention.
            </p>
          ) : isDirty ? (
            <p className="w-full text-sm text-muted-foreground sm:mr-auto sm:w-auto">
              Unsaved changes
            </p>
          ) : null}
          {cancel}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : book ? 'Save changes' : 'Add book'}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard
        when={isDirty}
        description="Your changes to this book have not been saved and will be lost."
      />
    </FormProvider>
  );
}
