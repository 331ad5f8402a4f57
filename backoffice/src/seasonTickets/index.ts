import EventSeatIcon from '@mui/icons-material/EventSeat';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const SeasonTicketList = lazy(() => import('./SeasonTicketList'));
const SeasonTicketCreate = lazy(() => import('./SeasonTicketCreate'));
const SeasonTicketEdit = lazy(() => import('./SeasonTicketEdit'));
const SeasonTicketShow = lazy(() => import('./SeasonTicketShow'));

export default {
  list: SeasonTicketList,
  create: SeasonTicketCreate,
  edit: SeasonTicketEdit,
  show: SeasonTicketShow,
  icon: EventSeatIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.cs ?? ''),
};
