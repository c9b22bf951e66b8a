import type { ComponentProps, ReactNode } from 'react';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';

/** A group of settings with its heading. */
export function SettingsGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border bg-card p-4 sm:p-5">
      <legend className="float-left mb-1 w-full text-lg font-semibold">{title}</legend>
      {description ? (
        <p className="clear-left mb-4 text-sm text-muted-foreground">{description}</p>
      ) : (
        <div className="clear-left mb-3" />
      )}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface SettingInputProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Text before the value (₹) or after it (%). */
  prefix?: string;
  suffix?: string;
  wide?: boolean;
}

/** One labelled input of the settings form, with its hint or error. */
export function SettingInput({
  id,
  label,
  error,
  hint,
  prefix,
  suffix,
  wide,
  className,
  ...props
}: SettingInputProps) {
  const input = (
    <Input
      {...fieldAria(id, error, Boolean(hint))}
      className={cn(prefix && 'pl-7', suffix && 'pr-8', className)}
      {...props}
    />
  );
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={cn('content-start', wide && 'sm:col-span-2')}
    >
      {prefix || suffix ? (
        <div className="relative">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
            >
              {prefix}
            </span>
          ) : null}
          {input}
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
