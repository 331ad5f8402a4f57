import FolderIcon from '@mui/icons-material/Folder';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const FileList = lazy(() => import('./FileList'));
const FileCreate = lazy(() => import('./FileCreate'));
const FileShow = lazy(() => import('./FileShow'));

export default {
  list: FileList,
  create: FileCreate,
  show: FileShow,
  icon: FolderIcon,
  recordRepresentation: (record: RaRecord) => String(record.originalName ?? ''),
};
