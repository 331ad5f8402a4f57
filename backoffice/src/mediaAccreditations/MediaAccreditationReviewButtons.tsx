import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import ApproveIcon from '@mui/icons-material/CheckCircle';
import RejectIcon from '@mui/icons-material/Cancel';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { MediaAccreditationStatus } from '@tribuna/common/schemas/mediaAccreditations';

const actions = {
  approved: { label: 'approve', title: 'approveTitle', icon: <ApproveIcon />, color: 'success' },
  rejected: { label: 'reject', title: 'rejectTitle', icon: <RejectIcon />, color: 'error' },
  pending: { label: 'reopen', title: 'reopenTitle', icon: <UndoIcon />, color: 'primary' },
} as const;

/**
 * Approve or reject an application (or put a decided one back), with a note for the staff's record:
 * a dialog asks for the note, so that a decision is never one stray click.
 */
export function MediaAccreditationReviewButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [target, setTarget] = useState<MediaAccreditationStatus | null>(null);
  const [note, setNote] = useState('');
  if (!record) return null;
  const t = (key: string) => translate(`resources.media-accreditations.${key}`);
  const offered: MediaAccreditationStatus[] =
    record.status === 'pending' ? ['approved', 'rejected'] : ['pending'];

  const open = (status: MediaAccreditationStatus) => {
    setNote(typeof record.reviewNote === 'string' ? record.reviewNote : '');
    setTarget(status);
  };
  const confirm = () => {
    if (!target) return;
    void update(
      'media-accreditations',
      { id: record.id, data: { status: target, reviewNote: note }, previousData: record },
      {
        onSuccess: () => {
          setTarget(null);
          notify('resources.media-accreditations.reviewed', { type: 'info' });
        },
      },
    );
  };

  return (
    <>
      {offered.map((status) => (
        <Button
          key={status}
          startIcon={actions[status].icon}
          color={actions[status].color}
          onClick={() => open(status)}
        >
          {t(actions[status].label)}
        </Button>
      ))}
      <Dialog open={target !== null} onClose={() => setTarget(null)} fullWidth maxWidth="sm">
        {target && <DialogTitle>{t(actions[target].title)}</DialogTitle>}
        <DialogContent>
          <MuiTextField
            label={t('fields.reviewNote')}
            helperText={t('reviewNoteHint')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 3000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTarget(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={isPending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
