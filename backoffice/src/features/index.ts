import ExtensionIcon from '@mui/icons-material/Extension';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const FeatureList = lazy(() => import('./FeatureList'));
const FeatureCreate = lazy(() => import('./FeatureCreate'));
const FeatureEdit = lazy(() => import('./FeatureEdit'));
const FeatureShow = lazy(() => import('./FeatureShow'));

export default {
  list: FeatureList,
  create: FeatureCreate,
  edit: FeatureEdit,
  show: FeatureShow,
  icon: ExtensionIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.cs ?? ''),
};
