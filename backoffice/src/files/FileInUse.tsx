import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fileUser, type FileUser } from '@tribuna/common/schemas/content';
import { resourceOfType } from '../content/ContentList';
import { errorDetails, errorMessage } from '../errorMessage';

/** The back-office resource that edits each kind of content a file may be used by. */
const resourceOfUser: Record<FileUser['type'], string> = { ...resourceOfType, COUNTDOWN: 'countdowns' };

/** What uses the file, when a delete was refused with `fileInUse`. */
export function fileUsersOf(error: unknown): FileUser[] | null {
  if (!(error instanceof HttpError) || error.message !== 'apiError.fileInUse') return null;
  const usedBy = errorDetails(error).usedBy;
  if (!Array.isArray(usedBy)) return [];
  return usedBy.flatMap((user) => {
    const known = fileUser.safeParse(user);
    return known.success ? [known.data] : [];
  });
}

/**
 * A failed file delete: `fileInUse` opens a dialog naming what uses the file, each with a link to
 * its editor; any other error is a notification as usual. `onError` goes in a delete button's
 * mutation options, `dialog` into the page.
 */
export function useFileInUse() {
  const notify = useNotify();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [users, setUsers] = useState<FileUser[] | null>(null);
  const close = () => setUsers(null);

  const onError = (error: unknown) => {
    const found = fileUsersOf(error);
    if (found) setUsers(found);
    else notify(errorMessage(error), { type: 'error' });
  };

  const dialog = (
    <Dialog open={users !== null} onClose={close} aria-labelledby="file-in-use-title">
      <DialogTitle id="file-in-use-title">{translate('resources.files.inUse.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('apiError.fileInUse')}</DialogContentText>
        {users && users.length > 0 && (
          <>
            <DialogContentText sx={{ mt: 2 }}>{translate('resources.files.inUse.usedBy')}</DialogContentText>
            <List dense aria-label={translate('resources.files.inUse.usedBy')}>
              {users.map((user) => (
                <ListItem key={`${user.type}:${user.uuid}`} disableGutters>
                  <Link
                    component={RouterLink}
                    to={createPath({ resource: resourceOfUser[user.type], id: user.uuid, type: 'edit' })}
                    onClick={close}
                  >
                    {`${translate(`resources.files.inUse.types.${user.type}`)}: ${
                      user.title || translate('resources.files.inUse.untitled')
                    }`}
                  </Link>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { onError, dialog };
}
