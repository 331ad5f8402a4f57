import DashboardIcon from '@mui/icons-material/ViewList';
import { lazy } from 'react';

const ContentList = lazy(() => import('./ContentList'));

/** Content management: one overview of every content type (`GET /admin/content`), list only. */
export default {
  list: ContentList,
  icon: DashboardIcon,
};
