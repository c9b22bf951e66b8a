import { Link } from 'react-router';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { paths } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { DashboardPanel, panelLinkClassName } from './dashboard-panel.tsx';

/** How many low-stock books the panel lists; the books screen has the rest. */
const shown = 8;

/** Books at or under their low-stock threshold, emptiest first; each opens its edit form. */
export function LowStockBooks({ lowStock }: { lowStock: AdminDashboard['lowStock'] }) {
  return (
    <DashboardPanel
      title="Low stock"
      action={
        lowStock.count > shown ? (
          <Link to={paths.admin.books} className={panelLinkClassName}>
            All {plural(lowStock.count, 'book')}
          </Link>
        ) : null
      }
    >
      {lowStock.books.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every book is above its low-stock level.</p>
      ) : (
        <ul className="divide-y">
          {lowStock.books.slice(0, shown).map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <Link
                  to={paths.admin.editBook(b.id)}
                  className="font-medium text-primary hover:underline"
                >
                  {b.title}
                </Link>
                <p className="truncate text-muted-foreground">{b.author}</p>
              </div>
              <span
                className={
                  b.stockQuantity === 0
                    ? 'shrink-0 font-semibold text-destructive'
                    : 'shrink-0 font-semibold text-warning'
                }
              >
                {b.stockQuantity === 0 ? 'Out of stock' : `${b.stockQuantity} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
