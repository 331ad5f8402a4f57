import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const MediaAccreditationList = lazy(() => import('./MediaAccreditationList'));
const MediaAccreditationShow = lazy(() => import('./MediaAccreditationShow'));

/** Journalists' applications from `/pro-media`: read, the press card checked, approved or rejected. */
export default {
  list: MediaAccreditationList,
  show: MediaAccreditationShow,
  icon: BadgeIcon,
  recordRepresentation: (record: RaRecord) => `${String(record.name ?? '')} (${String(record.medium ?? '')})`,
};
