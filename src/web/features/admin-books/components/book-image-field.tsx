import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';
import { BookTextField } from './book-form-controls.tsx';

/**
 * The slot where the image library's picker (/admin/images, built separately) plugs into the
 * book form: it gets the current cover URL and sets a new one. Until it is plugged in, the
 * URL field alone is shown. Pass it as `imagePicker` to AdminBookFormScreen / BookForm.
 */
export type BookImagePickerSlot = (props: {
  /** The cover URL in the form now ('' for none). */
  value: string;
  /** Sets the cover URL (an /uploads/… path or an http(s) link); marks the form changed. */
  onChange: (url: string) => void;
}) => ReactNode;

/** The cover: a URL typed or pasted, or (when plugged in) chosen from the image library. */
export function BookImageField({ imagePicker }: { imagePicker?: BookImagePickerSlot }) {
  const { control, setValue } = useFormContext<AdminBookInput>();
  const imageUrl = useWatch({ control, name: 'imageUrl' }) ?? '';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <BookThumbnail imageUrl={imageUrl.trim()} className="w-20" />
      <div className="grid min-w-0 flex-1 gap-3">
        <BookTextField
          name="imageUrl"
          label="Cover image URL"
          hint="An uploaded image (/uploads/…) or an https:// link. Empty shows a plain cover."
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
        />
        {imagePicker
          ? imagePicker({
              value: imageUrl,
              onChange: (url) =>
                setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true }),
            })
          : null}
      </div>
    </div>
  );
}
