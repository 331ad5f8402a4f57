import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

const TicketList = lazy(() => import('./TicketList'));
const TicketGenerate = lazy(() => import('./TicketGenerate'));

export default {
  list: TicketList,
  create: TicketGenerate,
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record: RaRecord) => String(record.code ?? ''),
};
