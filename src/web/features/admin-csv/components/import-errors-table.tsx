import { useState } from 'react';
import type { ImportRowError } from '@shared/schemas/admin-import.ts';
import { Pagination } from '@web/components/ui/pagination.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';

const pageSize = 20;
const number = new Intl.NumberFormat('en-IN');

export interface ImportErrorsTableProps {
  errors: ImportRowError[];
  /** All errors, when the preview listed only the first ones. */
  errorCount: number;
}

/** Every problem cell, a page at a time; row numbers are the spreadsheet's. */
export function ImportErrorsTable({ errors, errorCount }: ImportErrorsTableProps) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(errors.length / pageSize));
  const shown = errors.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Row numbers are as in a spreadsheet: the header is row 1.
        {errorCount > errors.length
          ? ` Showing the first ${number.format(errors.length)} of ${number.format(errorCount)} errors; the error report has them all.`
          : null}
      </p>
      <Table>
        <TableCaption className="sr-only">Errors in the file, by row</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell scope="col" className="w-16">
              Row
            </TableHeaderCell>
            <TableHeaderCell scope="col">Column</TableHeaderCell>
            <TableHeaderCell scope="col">Problem</TableHeaderCell>
            <TableHeaderCell scope="col">Value in the file</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((e, i) => (
            <TableRow key={`${e.row}-${e.column}-${i}`}>
              <TableCell className="tabular-nums">{e.row}</TableCell>
              <TableCell className="font-mono text-xs">{e.column}</TableCell>
              <TableCell className="min-w-56">{e.message}</TableCell>
              <TableCell className="max-w-48 truncate font-mono text-xs" title={e.value}>
                {e.value || <span className="text-muted-foreground">(empty)</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Error pages" />
    </div>
  );
}
