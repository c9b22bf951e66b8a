import { useState } from 'react';
import type { AdminSiteConfig } from '@shared/schemas/admin-site-config.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useRollbackSiteConfig } from '../api/rollback-site-config.ts';
import { ConfigSection } from './config-section.tsx';

const pageSize = 10;
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Every save is a version; restoring one saves it again as the newest. */
export function VersionHistory({
  versions,
  hasUnsavedChanges,
}: {
  versions: AdminSiteConfig['versions'];
  hasUnsavedChanges: boolean;
}) {
  const { toast } = useToast();
  const rollback = useRollbackSiteConfig();
  const [page, setPage] = useState(1);
  const [restoring, setRestoring] = useState<number | null>(null);
  const current = versions[0]?.version;
  const totalPages = Math.max(1, Math.ceil(versions.length / pageSize));
  const shown = versions.slice((page - 1) * pageSize, page * pageSize);

  const restore = async (version: number) => {
    try {
      const saved = await rollback.mutateAsync(version);
      toast({
        variant: 'success',
        title: `Version ${version} restored`,
        description: `Saved as version ${saved.latest?.version ?? ''}; the storefront shows it now.`,
      });
      setPage(1);
    } catch (error) {
      toast({ variant: 'error', title: 'Not restored', description: errorMessage(error) });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <ConfigSection
      title="Versions"
      description="The latest 50 saves, newest first. Restoring one saves it again as a new version, so nothing is lost."
    >
      {versions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          Nothing saved yet.
        </p>
      ) : (
        <>
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Version</TableHeaderCell>
                <TableHeaderCell>Saved</TableHeaderCell>
                <TableHeaderCell>By</TableHeaderCell>
                <TableHeaderCell className="text-right">Categories</TableHeaderCell>
                {/* Positioned, so the hidden label stays inside the table's scroll box. */}
                <TableHeaderCell className="relative">
                  <span className="sr-only">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((v) => (
                <TableRow key={v.version}>
                  <TableCell className="font-medium tabular-nums">{v.version}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {when.format(new Date(v.createdAt))}
                  </TableCell>
                  <TableCell>{v.createdBy?.name || '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{v.categoryCount}</TableCell>
                  <TableCell className="text-right">
                    {v.version === current ? (
                      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                        Current
                      </span>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        className="relative"
                        onClick={() => setRestoring(v.version)}
                      >
                        Restore<span className="sr-only"> version {v.version}</span>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            className="mt-4"
            page={page}
            totalPages={totalPages}
            label="Versions pages"
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (!open ? setRestoring(null) : undefined)}
        title={`Restore version ${restoring ?? ''}?`}
        description={
          <>
            Its categories and page blocks replace the current ones on the storefront at once.
            {hasUnsavedChanges ? ' Your unsaved changes on this page are lost.' : ''}
          </>
        }
        confirmLabel="Restore"
        busyLabel="Restoring…"
        busy={rollback.isPending}
        onConfirm={() => restoring !== null && void restore(restoring)}
      />
    </ConfigSection>
  );
}
