import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const AudioArchiveList = lazy(() => import('./AudioArchiveList'));
const AudioArchiveCreate = lazy(() => import('./AudioArchiveCreate'));
const AudioArchiveEdit = lazy(() => import('./AudioArchiveEdit'));

export default {
  list: AudioArchiveList,
  create: AudioArchiveCreate,
  edit: AudioArchiveEdit,
  icon: LibraryMusicIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
