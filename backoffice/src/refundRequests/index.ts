import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const RefundRequestList = lazy(() => import('./RefundRequestList'));
const RefundRequestShow = lazy(() => import('./RefundRequestShow'));

/** Ticket holders of a moved event ask for their money; order admins approve or reject, accountants read. */
export default {
  list: RefundRequestList,
  show: RefundRequestShow,
  icon: AssignmentReturnIcon,
  recordRepresentation: (record: RaRecord) => String(record.eventName ?? ''),
};
