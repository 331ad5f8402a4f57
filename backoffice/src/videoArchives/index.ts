import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const VideoArchiveList = lazy(() => import('./VideoArchiveList'));
const VideoArchiveCreate = lazy(() => import('./VideoArchiveCreate'));
const VideoArchiveEdit = lazy(() => import('./VideoArchiveEdit'));

export default {
  list: VideoArchiveList,
  create: VideoArchiveCreate,
  edit: VideoArchiveEdit,
  icon: VideoLibraryIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
