import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

const PushNotificationList = lazy(() => import('./PushNotificationList'));
const PushNotificationShow = lazy(() => import('./PushNotificationShow'));

/** The push outbox, read-only: what content announced, to which segments, and how sending went. */
export default {
  list: PushNotificationList,
  show: PushNotificationShow,
  icon: NotificationsIcon,
  recordRepresentation: (record: RaRecord) => String((record.title as { cs?: string } | undefined)?.cs ?? ''),
};
