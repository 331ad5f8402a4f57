import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

const AuditLogList = lazy(() => import('./AuditLogList'));
const AuditLogShow = lazy(() => import('./AuditLogShow'));

/** The audit log: read-only, for admins (the server writes it whenever staff change something). */
export default {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  recordRepresentation: (record: RaRecord) =>
    `${String(record.actorEmail ?? '')} · ${String(record.resource ?? '')}`,
};
