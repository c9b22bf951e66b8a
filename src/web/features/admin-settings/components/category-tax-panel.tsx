import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CategoryTax } from '@shared/schemas/invoices.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { QueryList } from '@web/components/ui/query-list.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useSaveTaxRates, useTaxRates } from '../api/tax-rates.ts';

interface Row {
  category: string;
  hsn: string;
  rate: string;
}

const toRows = (rules: CategoryTax[]): Row[] =>
  rules.map((r) => ({ category: r.category, hsn: r.hsn, rate: String(r.ratePercent) }));

/** "GST by category": the rules as rows to edit, add and remove, saved together. */
function CategoryTaxForm({ rules }: { rules: CategoryTax[] }) {
  const [rows, setRows] = useState<Row[]>(() => toRows(rules));
  const save = useSaveTaxRates();
  const { toast } = useToast();
  const set = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      rows
        .filter((r) => r.category.trim() !== '' || r.hsn.trim() !== '')
        .map((r) => ({ category: r.category, hsn: r.hsn, ratePercent: Number(r.rate) })),
      {
        onSuccess: (saved) => {
          setRows(toRows(saved));
          toast({ variant: 'success', title: 'GST by category saved' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Every book takes the shop’s rate with HSN 4901 (printed books).
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="GST by category">
          {rows.map((row, i) => (
            <li key={i} className="grid grid-cols-[minmax(0,1fr)_5rem_4.5rem_auto] items-end gap-2">
              <label className="grid gap-1 text-sm">
                <span className="font-medium">Category</span>
                <Input
                  value={row.category}
                  maxLength={100}
                  onChange={(e) => set(i, { category: e.target.value })}
                />
              </label>
              <label className="grid gap-1 text-sm">
                <span className="font-medium">HSN</span>
                <Input
                  value={row.hsn}
                  inputMode="numeric"
                  maxLength={8}
                  onChange={(e) => set(i, { hsn: e.target.value })}
                />
              </label>
              <label className="grid gap-1 text-sm">
                <span className="font-medium">GST %</span>
                <Input
                  type="number"
                  min={0}
                  max={28}
                  step="0.01"
                  value={row.rate}
                  onChange={(e) => set(i, { rate: e.target.value })}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${row.category || 'this row'}`}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {save.isError ? (
        <Alert title="GST by category was not saved">{errorMessage(save.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => setRows((all) => [...all, { category: '', hsn: '', rate: '18' }])}
        >
          <Plus aria-hidden="true" />
          Add a category
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save GST by category'}
        </Button>
      </div>
    </form>
  );
}

/** GST by category, below the settings: stationery at 18 %, e-books at 5 %… */
export function CategoryTaxPanel() {
  const rates = useTaxRates();
  return (
    <section
      aria-labelledby="category-tax-heading"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div>
        <h2 id="category-tax-heading" className="text-lg font-semibold">
          GST by category
        </h2>
        <p className="text-sm text-muted-foreground">
          Books of a listed category carry its HSN code and rate on orders and invoices; the highest
          applies to a book in several. Placed orders keep the rate they were placed with.
        </p>
      </div>
      <QueryList
        query={rates}
        errorTitle="We couldn't load GST by category"
        loading="Loading GST by category…"
        empty={<CategoryTaxForm rules={[]} />}
      >
        {(rules) => <CategoryTaxForm rules={rules} />}
      </QueryList>
    </section>
  );
}
