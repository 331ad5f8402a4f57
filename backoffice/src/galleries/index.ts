import CollectionsIcon from '@mui/icons-material/Collections';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const GalleryList = lazy(() => import('./GalleryList'));
const GalleryCreate = lazy(() => import('./GalleryCreate'));
const GalleryEdit = lazy(() => import('./GalleryEdit'));

export default {
  list: GalleryList,
  create: GalleryCreate,
  edit: GalleryEdit,
  icon: CollectionsIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
