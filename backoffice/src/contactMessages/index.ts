import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const ContactMessageList = lazy(() => import('./ContactMessageList'));
const ContactMessageShow = lazy(() => import('./ContactMessageShow'));

/** The contact page's messages: read, answered (by e-mail) and marked so, or deleted. */
export default {
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: MailIcon,
  recordRepresentation: (record: RaRecord) => String(record.subject ?? ''),
};
