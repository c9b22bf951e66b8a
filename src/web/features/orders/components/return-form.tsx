import { formatINR } from '@shared/money.ts';
import { useId, useState, type FormEvent } from 'react';
import {
  bankDetailsSchema,
  returnMessages,
  returnReasons,
  type OrderReturns,
  type ReturnReason,
} from '@shared/schemas/returns.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useRequestReturn } from '../api/returns.ts';

type BankField = 'accountName' | 'accountNumber' | 'ifsc';

/** Which books to send back, how many, why, and (for a cash order) where the refund goes. */
export function ReturnForm({
  orderId,
  returnable,
  cash,
  onDone,
}: {
  orderId: string;
  returnable: OrderReturns['returnable'];
  cash: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const request = useRequestReturn(orderId);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [bank, setBank] = useState<Record<BankField, string>>({
    accountName: '',
    accountNumber: '',
    ifsc: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const lines = Object.entries(counts)
      .filter(([, q]) => q > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId: Number(orderItemId), quantity }));
    const found: Record<string, string> = {};
    if (lines.length === 0) found.lines = 'Choose at least one book to return.';
    if (!reason) found.reason = 'Choose why you are returning the books';
    let bankValue;
    if (photo && photo.size > 5 * 1024 * 1024) found.photo = returnMessages.photoTooLarge;
    if (cash) {
      const parsed = bankDetailsSchema.safeParse(bank);
      if (parsed.success) bankValue = parsed.data;
      else for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    setFailure(null);
    request.mutate(
      { lines, reason, details, photo, ...(bankValue ? { bank: bankValue } : {}) },
      {
        onSuccess: ({ made, photoError }) => {
          toast({
            variant: 'success',
            title: 'Return requested',
            description: `We will reply within 2 business days. Refund due: ${formatINR(made.refund)}.`,
          });
          if (photoError) {
            toast({
              variant: 'error',
              title: 'Your photo was not sent',
              description: `${photoError} Your return is requested without it.`,
              duration: 8000,
            });
          }
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, ['bank'] as const);
          if (fields.length) setErrors({ accountName: fields[0]![1] });
          setFailure(errorMessage(error));
        },
      },
    );
  }

  const bankInput = (field: BankField, label: string, props: object = {}) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]}>
      <Input
        id={`${id}-${field}`}
        value={bank[field]}
        onChange={(e) => setBank((b) => ({ ...b, [field]: e.target.value }))}
        {...props}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 rounded-lg border p-4">
      {failure ? <Alert title="Your return was not requested">{failure}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Books to return</legend>
        <ul className="grid gap-2">
          {returnable.map((line) => (
            <li
              key={line.orderItemId}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <label htmlFor={`${id}-line-${line.orderItemId}`} className="text-sm">
                {line.title}
              </label>
              <Select
                id={`${id}-line-${line.orderItemId}`}
                className="w-28"
                value={String(counts[line.orderItemId] ?? 0)}
                onChange={(e) =>
                  setCounts((c) => ({ ...c, [line.orderItemId]: Number(e.target.value) }))
                }
              >
                {Array.from({ length: line.quantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'Keep' : `Return ${n}`}
                  </option>
                ))}
              </Select>
            </li>
          ))}
        </ul>
        {errors.lines ? (
          <p className="mt-1 text-sm font-medium text-destructive">{errors.lines}</p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-reason`} label="Why are you returning them?" error={errors.reason}>
        <Select
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
        >
          <option value="">Choose a reason</option>
          {Object.entries(returnReasons).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${id}-details`} label="Tell us more (optional)">
        <Textarea
          id={`${id}-details`}
          className="min-h-20"
          maxLength={1000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </FormField>
      <FormField
        id={`${id}-photo`}
        label="A photo of the problem (optional)"
        hint="JPEG, PNG or WebP, at most 5 MB."
        error={errors.photo}
      >
        <Input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setPhoto(e.target.files?.[0])}
        />
      </FormField>
      {cash ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">
            Where should we send your refund? (you paid in cash)
          </legend>
          {bankInput('accountName', 'Account holder’s name', { autoComplete: 'name' })}
          {bankInput('accountNumber', 'Account number', { inputMode: 'numeric' })}
          {bankInput('ifsc', 'IFSC', { autoCapitalize: 'characters' })}
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">The refund goes back to the way you paid.</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={request.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Ask to return'}
        </Button>
      </div>
    </form>
  );
}
