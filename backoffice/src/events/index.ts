import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use; the seating plan editor comes with the forms only.
const EventList = lazy(() => import('./EventList'));
const EventCreate = lazy(() => import('./EventCreate'));
const EventEdit = lazy(() => import('./EventEdit'));
const EventShow = lazy(() => import('./EventShow'));

export default {
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.cs ?? ''),
};
