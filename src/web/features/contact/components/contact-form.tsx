import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@shared/schemas/contact.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input, Label, Textarea } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const fieldNames = ['name', 'email', 'subject', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

const emptyForm: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The contact form: validated with the shared schema, errors from `error.fields` shown inline. */
export function ContactForm() {
  const idPrefix = useId();
  const { toast } = useToast();
  const mutation = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      reset(emptyForm);
      toast({
        variant: 'success',
        title: 'Message sent',
        description: 'Thank you for writing to us. We will reply by email within 2 business days.',
        duration: 5000,
      });
    } catch (error) {
      const fields = isApiError(error) ? error.error.fields : undefined;
      let placed = false;
      for (const [field, message] of Object.entries(fields ?? {})) {
        if ((fieldNames as readonly string[]).includes(field)) {
          setError(
            field as FieldPath<ContactMessageInput>,
            { type: 'server', message },
            { shouldFocus: !placed },
          );
          placed = true;
        }
      }
      if (!placed) {
        const message = errorMessage(error, 'Your message could not be sent. Please try again.');
        setFormError(message);
        toast({ variant: 'error', title: 'Message not sent', description: message });
      }
    }
  });

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const aria = (name: FieldName, hint = false) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : hint ? `${id(name)}-hint` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...aria('name')} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...aria('email')}
            {...register('email')}
          />
        </Field>
      </div>
      <Field id={id('subject')} label="Subject" error={errors.subject?.message}>
        <Input {...aria('subject')} {...register('subject')} />
      </Field>
      <Field
        id={id('message')}
        label="Message"
        error={errors.message?.message}
        hint="At least 10 characters. Include your order number if your message is about an order."
      >
        <Textarea rows={6} {...aria('message', true)} {...register('message')} />
      </Field>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-card px-3 py-2 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          <Send aria-hidden="true" />
          {mutation.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
