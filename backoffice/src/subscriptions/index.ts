import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const SubscriptionList = lazy(() => import('./SubscriptionList'));
const SubscriptionCreate = lazy(() => import('./SubscriptionCreate'));
const SubscriptionEdit = lazy(() => import('./SubscriptionEdit'));
const SubscriptionShow = lazy(() => import('./SubscriptionShow'));

export default {
  list: SubscriptionList,
  create: SubscriptionCreate,
  edit: SubscriptionEdit,
  show: SubscriptionShow,
  icon: CardMembershipIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.cs ?? ''),
};
