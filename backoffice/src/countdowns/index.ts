import TimerIcon from '@mui/icons-material/Timer';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const CountdownList = lazy(() => import('./CountdownList'));
const CountdownCreate = lazy(() => import('./CountdownCreate'));
const CountdownEdit = lazy(() => import('./CountdownEdit'));
const CountdownShow = lazy(() => import('./CountdownShow'));

export default {
  list: CountdownList,
  create: CountdownCreate,
  edit: CountdownEdit,
  show: CountdownShow,
  icon: TimerIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
