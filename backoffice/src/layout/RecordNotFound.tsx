import { CardContent, Typography } from '@mui/material';
import { useContext } from 'react';
import {
  EditContext,
  HttpError,
  Link,
  ShowContext,
  useCreatePath,
  useGetResourceLabel,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/**
 * What an edit or show screen says in place of its form when its record cannot be loaded (the
 * theme makes it every Edit's and Show's `error`): an unknown or malformed uuid is "not found", and
 * staff stay at the address they opened (react-admin's default sends them to the list).
 */
export function RecordNotFound() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const edit = useContext(EditContext);
  const show = useContext(ShowContext);
  const error = (edit ?? show)?.error;
  const status = error instanceof HttpError ? error.status : undefined;
  // A malformed uuid is refused as a bad request: for staff both mean the address leads nowhere.
  const missing = status === 404 || status === 400;
  return (
    <CardContent>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate(missing ? 'admin.recordNotFound.title' : 'admin.recordNotFound.failedTitle')}
      </Typography>
      <Typography gutterBottom>
        {missing
          ? translate('admin.recordNotFound.text', { section: getResourceLabel(resource, 2) })
          : translate('admin.recordNotFound.failedText')}
      </Typography>
      <Link to={createPath({ resource, type: 'list' })}>{translate('admin.recordNotFound.back')}</Link>
    </CardContent>
  );
}
