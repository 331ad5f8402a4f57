import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { auditChanges, showValue } from './auditChanges';
import { useAuditFieldName } from './auditFields';

const cellText = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace' } as const;

/** The changed fields of an audit entry, one row each: before and after side by side. */
export function AuditDiff() {
  const record = useRecordContext();
  const translate = useTranslate();
  const fieldName = useAuditFieldName();
  if (!record) return null;
  const empty = translate('resources.audit-log.diff.empty');
  const rows = auditChanges(record.before, record.after);
  return (
    <Table size="small" aria-label={translate('resources.audit-log.diff.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.audit-log.diff.field')}</TableCell>
          <TableCell>{translate('resources.audit-log.diff.before')}</TableCell>
          <TableCell>{translate('resources.audit-log.diff.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" fontWeight="bold">
                {fieldName(record.resource, row.field)}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...cellText, bgcolor: row.before === undefined ? undefined : 'error.light' }}>
              {showValue(row.before, empty)}
            </TableCell>
            <TableCell sx={{ ...cellText, bgcolor: row.after === undefined ? undefined : 'success.light' }}>
              {showValue(row.after, empty)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
