import { Loader2, Pause, Play, Square, TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatINR } from '@shared/money.ts';
import type { Promotion } from '@shared/schemas/promotions.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { QueryList } from '@web/components/ui/query-list.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { formatDateTime, plural } from '@web/lib/format.ts';
import { inputOf, usePromotions, useSavePromotion } from '../api/promotions.ts';

/** /admin/promotions: coupon codes, their conditions and what each has done. */
export function PromotionsScreen() {
  const promotions = usePromotions();
  return (
    <AdminPage
      title="Promotions"
      description="Coupon codes shoppers type at checkout: a percentage or an amount off the order, with the conditions you set. A cancelled or refunded order gives its use back."
    >
      <div className="grid grid-cols-1 gap-6">
        <PromotionForm />
        <QueryList
          query={promotions}
          errorTitle="We couldn't load the promotions"
          loading="Loading promotions…"
          empty={
            <EmptyState Icon={TicketPercent} title="No promotions yet">
              Add a coupon above; shoppers can use it at checkout as soon as it starts.
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="grid grid-cols-1 gap-4" aria-label="Promotions">
              {items.map((p) => (
                <PromotionCard key={p.id} promotion={p} />
              ))}
            </ul>
          )}
        </QueryList>
      </div>
    </AdminPage>
  );
}

/** A datetime-local value (shop time, India) as ISO with +05:30, or null. */
function isoOf(local: string): string | null {
  return local ? `${local}:00+05:30` : null;
}

const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

function PromotionForm() {
  const save = useSavePromotion();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [value, setValue] = useState('10');
  const [minOrder, setMinOrder] = useState('0');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [usageLimit, setUsageLimit] = useState('');
  const [perCustomerLimit, setPerCustomerLimit] = useState('1');
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const fieldError = (field: string) =>
    isApiError(save.error) ? save.error.error.fields?.[field] : undefined;
  const fields = ['name', 'code', 'percent', 'amount', 'minOrder', 'startsAt', 'endsAt'];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: null,
        input: {
          name,
          code,
          kind,
          percent: kind === 'percent' ? Number(value) : null,
          amount: kind === 'fixed' ? Number(value) : null,
          minOrder: Number(minOrder || 0),
          startsAt: isoOf(startsAt),
          endsAt: isoOf(endsAt),
          usageLimit: countOf(usageLimit),
          perCustomerLimit: countOf(perCustomerLimit),
          firstOrderOnly,
        },
      },
      {
        onSuccess: () => {
          setName('');
          setCode('');
        },
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="new-promotion-heading"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4"
    >
      <h2 id="new-promotion-heading" className="text-lg font-semibold">
        Add a coupon
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="promo-name" label="Name" error={fieldError('name')}>
          <Input
            id="promo-name"
            value={name}
            required
            maxLength={80}
            placeholder="Diwali sale"
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField
          id="promo-code"
          label="Code"
          error={fieldError('code')}
          hint="Letters, digits, - and _; shoppers may type it in any case."
        >
          <Input
            id="promo-code"
            value={code}
            required
            maxLength={40}
            autoCapitalize="characters"
            placeholder="DIWALI10"
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Takes off</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="promo-kind"
                className="size-4 accent-primary"
                checked={kind === 'percent'}
                onChange={() => setKind('percent')}
              />
              A percentage
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="promo-kind"
                className="size-4 accent-primary"
                checked={kind === 'fixed'}
                onChange={() => setKind('fixed')}
              />
              An amount (₹)
            </label>
          </div>
        </fieldset>
        <FormField
          id="promo-value"
          label={kind === 'percent' ? 'Percentage off' : 'Amount off (₹)'}
          error={fieldError(kind === 'percent' ? 'percent' : 'amount')}
        >
          <Input
            id="promo-value"
            type="number"
            min={0}
            step="0.01"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </FormField>
        <FormField id="promo-min" label="Minimum order (₹)" error={fieldError('minOrder')}>
          <Input
            id="promo-min"
            type="number"
            min={0}
            step="0.01"
            value={minOrder}
            onChange={(e) => setMinOrder(e.target.value)}
          />
        </FormField>
        <FormField id="promo-starts" label="Starts" error={fieldError('startsAt')}>
          <Input
            id="promo-starts"
            type="datetime-local"
            className="min-w-0"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </FormField>
        <FormField id="promo-ends" label="Ends" error={fieldError('endsAt')}>
          <Input
            id="promo-ends"
            type="datetime-local"
            className="min-w-0"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </FormField>
        <FormField
          id="promo-limit"
          label="Total uses"
          error={fieldError('usageLimit')}
          hint="Empty: no limit."
        >
          <Input
            id="promo-limit"
            type="number"
            min={1}
            value={usageLimit}
            onChange={(e) => setUsageLimit(e.target.value)}
          />
        </FormField>
        <FormField
          id="promo-per-customer"
          label="Uses per customer"
          error={fieldError('perCustomerLimit')}
          hint="Empty: no limit."
        >
          <Input
            id="promo-per-customer"
            type="number"
            min={1}
            value={perCustomerLimit}
            onChange={(e) => setPerCustomerLimit(e.target.value)}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={firstOrderOnly}
          onChange={(e) => setFirstOrderOnly(e.target.checked)}
        />
        First order only
      </label>
      {save.isError && !fields.some((f) => fieldError(f)) ? (
        <Alert title="The coupon was not saved">{errorMessage(save.error)}</Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Add coupon
        </Button>
      </div>
    </form>
  );
}

const stateTone: Record<string, string> = {
  active: 'text-success',
  scheduled: 'text-muted-foreground',
  paused: 'text-muted-foreground',
  ended: 'text-muted-foreground',
  'used up': 'text-muted-foreground',
};

function PromotionCard({ promotion: p }: { promotion: Promotion }) {
  const save = useSavePromotion();
  const [ending, setEnding] = useState(false);
  const off = p.kind === 'percent' ? `${p.percent}% off` : `${formatINR(p.amount ?? 0)} off`;
  const conditions = [
    p.minOrder > 0 ? `orders of ${formatINR(p.minOrder)} or more` : null,
    p.usageLimit !== null ? `${plural(p.usageLimit, 'use')} in all` : null,
    p.perCustomerLimit !== null ? `${plural(p.perCustomerLimit, 'use')} a customer` : null,
    p.firstOrderOnly ? 'first orders only' : null,
    p.startsAt ? `from ${formatDateTime(p.startsAt)}` : null,
    p.endsAt ? `until ${formatDateTime(p.endsAt)}` : null,
  ].filter(Boolean);
  const finished = p.state === 'ended';
  return (
    <li className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {p.name} <span className="font-mono text-sm">{p.code}</span>
          </h3>
          <p className="text-sm">
            {off}
            {conditions.length > 0 ? ` · ${conditions.join(' · ')}` : ''}
          </p>
          <p className={`text-sm font-medium capitalize ${stateTone[p.state] ?? ''}`}>{p.state}</p>
        </div>
        {finished ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => save.mutate({ id: p.id, input: { ...inputOf(p), paused: !p.paused } })}
            >
              {p.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {p.paused ? 'Resume' : 'Pause'}
            </Button>
            <Button variant="outline" onClick={() => setEnding(true)}>
              <Square aria-hidden="true" />
              End
            </Button>
          </div>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Uses</dt>
          <dd className="font-medium tabular-nums">{p.uses}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Discount given</dt>
          <dd className="font-medium tabular-nums">{formatINR(p.discountGiven)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Revenue</dt>
          <dd className="font-medium tabular-nums">{formatINR(p.revenue)}</dd>
        </div>
      </dl>
      {save.isError ? <Alert title="That did not work">{errorMessage(save.error)}</Alert> : null}
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title={`End “${p.name}” now?`}
        description={`Shoppers can no longer use ${p.code}. Orders that used it keep their discount.`}
        confirmLabel="End promotion"
        busy={save.isPending}
        onConfirm={() =>
          save.mutate(
            {
              id: p.id,
              input: {
                ...inputOf(p),
                startsAt: p.startsAt && Date.parse(p.startsAt) < Date.now() ? p.startsAt : null,
                endsAt: new Date().toISOString(),
              },
            },
            { onSettled: () => setEnding(false) },
          )
        }
      />
    </li>
  );
}
