import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { subjectSchemes, type OnixRules } from '@shared/schemas/onix-rules.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { useOnixRules, useSaveOnixRules } from '../api/onix-rules.ts';

/** The subject table as lines staff edit: `BISAC FIC004 = Classics`. */
export function subjectLines(rules: OnixRules['subjects']): string {
  return rules.map((r) => `${r.scheme} ${r.prefix} = ${r.category}`).join('\n');
}

/** The lines back as rules, or the first line that does not read. */
export function parseSubjectLines(
  text: string,
): { rules: OnixRules['subjects'] } | { error: string } {
  const rules: OnixRules['subjects'] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\S+)\s+(\S+)\s*=\s*(.+)$/.exec(line);
    const scheme = subjectSchemes.find((s) => s.toLowerCase() === m?.[1]?.toLowerCase());
    if (!m || !scheme) {
      return {
        error: `Line ${i + 1} does not read as “scheme code = category” (for example: BISAC FIC004 = Classics); the scheme is BISAC, Thema or BIC.`,
      };
    }
    rules.push({ scheme, prefix: m[2]!.toUpperCase(), category: m[3]!.trim() });
  }
  return { rules };
}

type Rate = { currency: string; rupees: string };

/**
 * How ONIX feeds become the shop's books where a feed cannot say it in the shop's terms: a rate
 * for each foreign currency (a book with no price in rupees and no rate is imported hidden),
 * and which category each subject code files a book under.
 */
export function OnixRulesPanel() {
  const rules = useOnixRules();
  const save = useSaveOnixRules();
  const categories = useSiteConfig().data?.books.categories ?? [];
  const [rates, setRates] = useState<Rate[]>([]);
  const [defaultCurrency, setDefaultCurrency] = useState('');
  const [fallback, setFallback] = useState('');
  const [subjects, setSubjects] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!rules.data) return;
    setRates(rules.data.rates.map((r) => ({ currency: r.currency, rupees: String(r.rupees) })));
    setDefaultCurrency(rules.data.defaultCurrency ?? '');
    setFallback(rules.data.fallbackCategory ?? '');
    setSubjects(subjectLines(rules.data.subjects));
  }, [rules.data]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = parseSubjectLines(subjects);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    const badRate = rates.find((r) => r.currency.trim() && !(Number(r.rupees) > 0));
    if (badRate) {
      setProblem(`Give ${badRate.currency.toUpperCase()} a rate of more than ₹0, or remove it.`);
      return;
    }
    setProblem(null);
    save.mutate(
      {
        rates: rates
          .filter((r) => r.currency.trim())
          .map((r) => ({ currency: r.currency, rupees: Number(r.rupees) })),
        defaultCurrency: defaultCurrency.trim() || null,
        fallbackCategory: fallback || null,
        subjects: parsed.rules,
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <details className="rounded-xl border bg-card p-4">
      <summary className="cursor-pointer font-semibold">
        ONIX rules: foreign prices and subject codes
      </summary>
      {rules.isLoading ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          Loading the ONIX rules…
        </p>
      ) : rules.isError ? (
        <Alert title="The rules could not be loaded">{errorMessage(rules.error)}</Alert>
      ) : (
        <form onSubmit={onSubmit} className="mt-4 grid gap-5" aria-label="ONIX rules">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Rupees for one unit of a currency</legend>
            <p className="text-xs text-muted-foreground">
              A feed’s price in rupees is always taken. Otherwise its price in a currency listed
              here is converted (rounded to the rupee); a new book with neither is imported hidden,
              not for sale.
            </p>
            {rates.map((rate, i) => (
              <div key={i} className="flex flex-wrap items-end gap-2">
                <FormField id={`onix-rate-currency-${i}`} label="Currency" className="w-28">
                  <Input
                    id={`onix-rate-currency-${i}`}
                    value={rate.currency}
                    maxLength={3}
                    autoCapitalize="characters"
                    onChange={(e) =>
                      setRates(
                        rates.map((r, j) => (j === i ? { ...r, currency: e.target.value } : r)),
                      )
                    }
                  />
                </FormField>
                <FormField id={`onix-rate-rupees-${i}`} label="₹ for one" className="w-32">
                  <Input
                    id={`onix-rate-rupees-${i}`}
                    value={rate.rupees}
                    inputMode="decimal"
                    onChange={(e) =>
                      setRates(
                        rates.map((r, j) => (j === i ? { ...r, rupees: e.target.value } : r)),
                      )
                    }
                  />
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove ${rate.currency || 'this currency'}`}
                  onClick={() => setRates(rates.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button
                type="button"
                variant="outline"
                onClick={() => setRates([...rates, { currency: '', rupees: '' }])}
              >
                <Plus aria-hidden="true" />
                Add a currency
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="onix-default-currency"
              label="Prices that name no currency are in"
              hint="Three letters, such as AUD; used when the feed’s header names none either. Leave it empty to take no such price."
            >
              <Input
                id="onix-default-currency"
                value={defaultCurrency}
                maxLength={3}
                onChange={(e) => setDefaultCurrency(e.target.value)}
              />
            </FormField>
            <FormField
              id="onix-fallback"
              label="A new book whose subjects match no rule goes under"
            >
              <Select
                id="onix-fallback"
                value={fallback}
                onChange={(e) => setFallback(e.target.value)}
              >
                <option value="">The first category ({categories[0] ?? '—'})</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField
            id="onix-subjects"
            label="Subject codes to categories"
            hint="One rule a line: scheme, code or its beginning, “=”, category (BISAC FIC004 = Classics). The longest matching code wins; the book’s main subject is tried first. A rule naming a category the shop does not have is passed over."
          >
            <Textarea
              id="onix-subjects"
              rows={10}
              value={subjects}
              spellCheck={false}
              className="font-mono text-xs"
              onChange={(e) => setSubjects(e.target.value)}
            />
          </FormField>
          {problem || save.isError ? (
            <Alert title="The rules were not saved">{problem ?? errorMessage(save.error)}</Alert>
          ) : null}
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              Save ONIX rules
            </Button>
            {saved && !save.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                Saved. They apply to the next feed you upload.
              </p>
            ) : null}
          </div>
        </form>
      )}
    </details>
  );
}
