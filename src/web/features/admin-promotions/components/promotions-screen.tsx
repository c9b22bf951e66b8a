import { Pause, Play, Square, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { formatINR } from '@shared/money.ts';
import type { Promotion } from '@shared/schemas/promotions.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { QueryList } from '@web/components/ui/query-list.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { formatDateTime, plural } from '@web/lib/format.ts';
import { inputOf, usePromotions, useSavePromotion } from '../api/promotions.ts';
import { targetLabels } from './promotion-fields.tsx';
import { PromotionForm } from './promotion-form.tsx';

/** What a promotion gives, in words: "10% off", "Buy 2, get 1 free", "3 for ₹499". */
function offerOf(p: Promotion): string {
  switch (p.kind) {
    case 'percent':
      return `${p.percent}% off`;
    case 'fixed':
      return `${formatINR(p.amount ?? 0)} off`;
    case 'buy_get':
      return `Buy ${p.buyQuantity}, get ${p.getQuantity} free`;
    case 'bundle':
      return `${p.buyQuantity} for ${formatINR(p.amount ?? 0)}`;
    default:
      return 'Free delivery';
  }
}

/** /admin/promotions: coupon codes, their conditions and what each has done. */
export function PromotionsScreen() {
  const promotions = usePromotions();
  return (
    <AdminPage
      title="Promotions"
      description="Coupon codes shoppers type in the cart or at checkout, and automatic offers that need no code: money off, buy some and get some free, a set for a price, free delivery — on the whole order or on the books you choose. A cancelled or refunded order gives its use back."
    >
      <div className="grid grid-cols-1 gap-6">
        <PromotionForm />
        <QueryList
          query={promotions}
          errorTitle="We couldn't load the promotions"
          loading="Loading promotions…"
          empty={
            <EmptyState Icon={TicketPercent} title="No promotions yet">
              Add a coupon or an offer above; shoppers see it in their cart as soon as it starts.
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
  const off = offerOf(p);
  const conditions = [
    p.targetKind === 'order'
      ? null
      : `${targetLabels[p.targetKind].toLowerCase()}: ${p.targetKind === 'query' ? `saved query #${p.targetValue}` : p.targetValue}`,
    p.code === null ? 'automatic' : null,
    p.combinable ? 'combines with other codes' : null,
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
        description={`Shoppers can no longer use ${p.code ?? 'this offer'}. Orders that used it keep their discount.`}
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
