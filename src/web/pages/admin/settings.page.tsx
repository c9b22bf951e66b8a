import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useSettings } from '@web/features/admin-settings/api/get-settings.ts';
import { CategoryTaxPanel } from '@web/features/admin-settings/components/category-tax-panel.tsx';
import { SettingsForm } from '@web/features/admin-settings/components/settings-form.tsx';

export default function AdminSettingsPage() {
  const settings = useSettings();
  return (
    <AdminPage
      title="Settings"
      description="Store details, shipping fees, tax, payment methods, stock alerts and GST by category."
    >
      {settings.isPending ? (
        <div className="grid gap-4">
          <p role="status" className="sr-only">
            Loading settings…
          </p>
          <Skeleton className="h-64" />
          <Skeleton className="h-48" />
        </div>
      ) : settings.isError ? (
        <QueryError
          title="Settings could not be loaded"
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="grid gap-6">
          <SettingsForm settings={settings.data} />
          <CategoryTaxPanel />
        </div>
      )}
    </AdminPage>
  );
}
