import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';
import { numberOrEmpty } from '../book-form-values.ts';

export type BookField = FieldPath<AdminBookInput>;

/** The DOM id of a book form field (its error is `${id}-error`). */
export const bookFieldId = (name: string) => `book-${name}`;

/** A field's message, wherever react-hook-form filed it (an array field's sits on the array). */
export function useFieldError(name: BookField): string | undefined {
  const { formState } = useFormContext<AdminBookInput>();
  const error = formState.errors[name as keyof AdminBookInput];
  return error && 'message' in error ? (error.message as string | undefined) : undefined;
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: BookField;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function BookTextField({ name, label, hint, className, ...props }: TextFieldProps) {
  const { register } = useFormContext<AdminBookInput>();
  const error = useFieldError(name);
  const id = bookFieldId(name);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={cn('content-start', className)}
    >
      <Input {...props} {...fieldAria(id, error, Boolean(hint))} {...register(name)} />
    </FormField>
  );
}

interface NumberFieldProps extends TextFieldProps {
  /** What an empty field means to the schema: null ("none") or undefined ("not given"). */
  empty?: null | undefined;
}

/** A number typed as text; `inputMode` brings up the right keypad on phones. */
export function BookNumberField({
  name,
  label,
  hint,
  className,
  empty,
  ...props
}: NumberFieldProps) {
  const { register } = useFormContext<AdminBookInput>();
  const error = useFieldError(name);
  const id = bookFieldId(name);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={cn('content-start', className)}
    >
      <Input
        type="number"
        inputMode={props.step === 1 ? 'numeric' : 'decimal'}
        {...props}
        {...fieldAria(id, error, Boolean(hint))}
        {...register(name, { setValueAs: numberOrEmpty(empty) })}
      />
    </FormField>
  );
}

export function BookTextArea({
  name,
  label,
  hint,
  ...props
}: Omit<ComponentProps<'textarea'>, 'name' | 'id'> & {
  name: BookField;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { register } = useFormContext<AdminBookInput>();
  const error = useFieldError(name);
  const id = bookFieldId(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="content-start">
      <Textarea {...props} {...fieldAria(id, error, Boolean(hint))} {...register(name)} />
    </FormField>
  );
}

/** A titled group of fields (a card on wide screens). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = bookFieldId(`section-${title.toLowerCase().replace(/\W+/g, '-')}`);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
