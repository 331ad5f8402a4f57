import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

/** One column of a RecordTable: its heading and what a row shows in it. */
export interface RecordColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'right';
  sx?: SxProps<Theme>;
}

/**
 * A small read-only table of the parts of a record (an order's lines and history, an invoice's VAT
 * recapitulation), with its headings. `label` names it for screen readers where no heading does.
 */
export function RecordTable<T>({
  columns,
  rows,
  rowKey,
  label,
}: {
  columns: RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  label?: string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.align}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={column.sx}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
