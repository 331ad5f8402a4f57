import { Alert, Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../errorMessage';

/** What the server refused in a dialog's form, in words from the error catalogue; nothing without an error. */
export function DialogFormError({ error }: { error: unknown }) {
  const translate = useTranslate();
  if (error === null || error === undefined) return null;
  return (
    <Alert severity="error" role="alert">
      {errorText(translate, error)}
    </Alert>
  );
}

/** A dialog form's buttons: cancel, and the submit button, off while the form is being sent. */
export function DialogFormActions({
  onClose,
  busy,
  submitLabel,
}: {
  onClose: () => void;
  busy: boolean;
  /** Already translated. */
  submitLabel: string;
}) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
