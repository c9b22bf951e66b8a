import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PromotionKind, PromotionTarget } from '@shared/schemas/promotions.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useSavePromotion, useTargetChoices } from '../api/promotions.ts';

import {
  kindLabels,
  targetHints,
  targetLabels,
  targetValueLabels,
  valueFields,
} from './promotion-fields.tsx';

/** A datetime-local value (shop time, India) as ISO with +05:30, or null. */
function isoOf(local: string): string | null {
  return local ? `${local}:00+05:30` : null;
}

const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** "Add a promotion": a coupon code, or an automatic offer when the code is left empty. */
export function PromotionForm() {
  const save = useSavePromotion();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<PromotionKind>('percent');
  const [value, setValue] = useState('10');
  const [buy, setBuy] = useState('2');
  const [get, setGet] = useState('1');
  const [targetKind, setTargetKind] = useState<PromotionTarget>('order');
  const [targetValue, setTargetValue] = useState('');
  const [minOrder, setMinOrder] = useState('0');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [usageLimit, setUsageLimit] = useState('');
  const [perCustomerLimit, setPerCustomerLimit] = useState('1');
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const [combinable, setCombinable] = useState(false);
  const choices = useTargetChoices(targetKind);
  const fieldError = (field: string) =>
    isApiError(save.error) ? save.error.error.fields?.[field] : undefined;
  const fields = [
    'name',
    'code',
    'percent',
    'amount',
    'buyQuantity',
    'getQuantity',
    'targetKind',
    'targetValue',
    'minOrder',
    'startsAt',
    'endsAt',
  ];
  const targets = (Object.keys(targetLabels) as PromotionTarget[]).filter((t) =>
    kind === 'free_delivery' ? t === 'order' || t === 'zone' : t !== 'zone',
  );
  const automatic = code.trim() === '';

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
          amount: kind === 'fixed' || kind === 'bundle' ? Number(value) : null,
          buyQuantity: kind === 'buy_get' || kind === 'bundle' ? countOf(buy) : null,
          getQuantity: kind === 'buy_get' ? countOf(get) : null,
          targetKind: targets.includes(targetKind) ? targetKind : 'order',
          targetValue: targetKind === 'order' ? null : targetValue,
          minOrder: Number(minOrder || 0),
          startsAt: isoOf(startsAt),
          endsAt: isoOf(endsAt),
          usageLimit: countOf(usageLimit),
          perCustomerLimit: automatic ? null : countOf(perCustomerLimit),
          firstOrderOnly: !automatic && firstOrderOnly,
          combinable: !automatic && combinable,
        },
      },
      {
        // The form starts again from its defaults for the next promotion.
        onSuccess: () => {
          setName('');
          setCode('');
          setKind('percent');
          setValue('10');
          setTargetKind('order');
          setTargetValue('');
          setMinOrder('0');
          setStartsAt('');
          setEndsAt('');
          setUsageLimit('');
          setPerCustomerLimit('1');
          setFirstOrderOnly(false);
          setCombinable(false);
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
        Add a promotion
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
          hint="Letters, digits, - and _. Leave it empty for an automatic offer."
        >
          <Input
            id="promo-code"
            value={code}
            maxLength={40}
            autoCapitalize="characters"
            placeholder="DIWALI10"
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <FormField id="promo-kind" label="Gives">
          <select
            id="promo-kind"
            className={selectClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as PromotionKind)}
          >
            {(Object.keys(kindLabels) as PromotionKind[]).map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </select>
        </FormField>
        {valueFields(
          kind,
          { value, buy, get },
          { value: setValue, buy: setBuy, get: setGet },
          fieldError,
        )}
        <FormField id="promo-target" label="Applies to" error={fieldError('targetKind')}>
          <select
            id="promo-target"
            className={selectClass}
            value={targets.includes(targetKind) ? targetKind : 'order'}
            onChange={(e) => {
              setTargetKind(e.target.value as PromotionTarget);
              setTargetValue('');
            }}
          >
            {targets.map((t) => (
              <option key={t} value={t}>
                {targetLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        {targetKind === 'order' || !targets.includes(targetKind) ? null : (
          <FormField
            id="promo-target-value"
            label={targetValueLabels[targetKind]}
            error={fieldError('targetValue')}
            hint={targetHints[targetKind]}
          >
            {choices ? (
              <select
                id="promo-target-value"
                className={selectClass}
                required
                value={targetValue}
                onChange={(e) => setTargetValue(e.target.value)}
              >
                <option value="">Choose…</option>
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                id="promo-target-value"
                value={targetValue}
                required
                maxLength={200}
                onChange={(e) => setTargetValue(e.target.value)}
              />
            )}
          </FormField>
        )}
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
        {automatic ? null : (
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
        )}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {automatic ? null : (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={firstOrderOnly}
              onChange={(e) => setFirstOrderOnly(e.target.checked)}
            />
            First order only
          </label>
        )}
        {automatic ? null : (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={combinable}
              onChange={(e) => setCombinable(e.target.checked)}
            />
            Can be combined with other codes
          </label>
        )}
      </div>
      {save.isError && !fields.some((f) => fieldError(f)) ? (
        <Alert title="The promotion was not saved">{errorMessage(save.error)}</Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {automatic ? 'Add offer' : 'Add coupon'}
        </Button>
      </div>
    </form>
  );
}
