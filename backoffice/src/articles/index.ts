import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Each screen loads on first use, so the back office starts with little JavaScript.
const ArticleList = lazy(() => import('./ArticleList'));
const ArticleCreate = lazy(() => import('./ArticleCreate'));
const ArticleEdit = lazy(() => import('./ArticleEdit'));

export default {
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.cs ?? ''),
};
