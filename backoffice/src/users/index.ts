import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { userRepresentation } from './userRecord';

// Each screen loads on first use, so the back office starts with little JavaScript.
const UserList = lazy(() => import('./UserList'));
const UserEdit = lazy(() => import('./UserEdit'));

/** Users are created by signing up, never here; there is no create view and no delete. */
export default {
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: userRepresentation,
};
