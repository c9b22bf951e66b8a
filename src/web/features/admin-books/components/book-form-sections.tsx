import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { formatINR } from '@shared/money.ts';
import { Checkbox } from '@web/components/ui/select.tsx';
import { discountOf } from '../book-form-values.ts';
import { CategoriesField, CollectionsField } from './book-choice-fields.tsx';
import {
  bookFieldId,
  BookNumberField,
  BookTextArea,
  BookTextField,
  FormSection,
} from './book-form-controls.tsx';
import { BookImageField, type BookImagePickerSlot } from './book-image-field.tsx';
import { IsbnField } from './isbn-field.tsx';

export function DetailsSection() {
  return (
    <FormSection title="Details">
      <BookTextField name="title" label="Title" maxLength={300} autoComplete="off" />
      <BookTextField name="author" label="Author" maxLength={200} autoComplete="off" />
      <BookTextArea
        name="description"
        label="Description"
        hint="Shown on the book's page. Plain text, up to 5,000 characters."
        maxLength={5000}
        rows={6}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <IsbnField />
        <BookTextField name="language" label="Language" maxLength={50} />
        <BookNumberField
          name="publishedYear"
          label="Year published"
          hint="Optional."
          empty={null}
          step={1}
          min={1000}
        />
      </div>
    </FormSection>
  );
}

function DiscountLine() {
  const { control } = useFormContext<AdminBookInput>();
  const [mrp, sellingPrice] = useWatch({ control, name: ['mrp', 'sellingPrice'] });
  const discount = discountOf(mrp, sellingPrice);
  return (
    <output
      htmlFor={`${bookFieldId('mrp')} ${bookFieldId('sellingPrice')}`}
      aria-live="polite"
      className="rounded-md bg-muted px-3 py-2 text-sm"
    >
      {discount === null ? (
        'Discount: enter the MRP and a selling price up to it.'
      ) : discount === 0 ? (
        'No discount: sold at the MRP.'
      ) : (
        <>
          Discount shown to shoppers: <strong>{discount}% off</strong> (saves{' '}
          {formatINR((mrp as number) - (sellingPrice as number))})
        </>
      )}
    </output>
  );
}

export function PricingSection() {
  const money = { step: 0.01, min: 0, empty: undefined };
  return (
    <FormSection title="Price" description="In rupees, up to two decimals (paise).">
      <div className="grid gap-4 sm:grid-cols-3">
        <BookNumberField name="mrp" label="MRP (₹)" {...money} />
        <BookNumberField name="sellingPrice" label="Selling price (₹)" {...money} />
        <BookNumberField
          name="msp"
          label="MSP (₹)"
          hint="Optional; not shown to shoppers."
          {...money}
          empty={null}
        />
      </div>
      <DiscountLine />
    </FormSection>
  );
}

export function StockSection({ isNew }: { isNew: boolean }) {
  return (
    <FormSection title="Stock">
      <div className="grid gap-4 sm:grid-cols-2">
        <BookNumberField name="stockQuantity" label="In stock" step={1} min={0} />
        <BookNumberField
          name="lowStockThreshold"
          label="Low-stock threshold"
          hint={
            isNew
              ? "At or below this, shoppers see “Only N left”. Empty: the shop's default."
              : 'At or below this, shoppers see “Only N left” and staff get an alert.'
          }
          step={1}
          min={0}
        />
      </div>
    </FormSection>
  );
}

export function ShelvingSection() {
  const { register } = useFormContext<AdminBookInput>();
  return (
    <FormSection title="Where it appears">
      <CategoriesField />
      <CollectionsField />
      <label className="flex items-start gap-2 text-sm">
        <Checkbox className="mt-0.5" {...register('isPremium')} />
        <span>
          <span className="font-medium">Premium</span>
          <span className="block text-muted-foreground">
            Shows a Premium badge on the book&apos;s card and page.
          </span>
        </span>
      </label>
    </FormSection>
  );
}

export function MediaSection({ imagePicker }: { imagePicker?: BookImagePickerSlot }) {
  return (
    <FormSection title="Cover and video">
      <BookImageField imagePicker={imagePicker} />
      <BookTextField
        name="videoUrl"
        label="Video URL"
        hint="Optional: a YouTube or Vimeo link, shown on the book's page."
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={500}
      />
    </FormSection>
  );
}
