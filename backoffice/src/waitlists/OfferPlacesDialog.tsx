import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { DialogFormActions, DialogFormError } from '../layout/DialogFormEnd';

const key = (name: string) => `waitlists.${name}`;

/** How staff name a person in the list: by name, else by e-mail. */
export const personOf = (entry: Pick<AdminWaitlistEntry, 'name' | 'email'>) => entry.name || entry.email;

/**
 * Offering places to one person by hand, out of turn: as many as they asked for, or fewer. The
 * places are held for them as the list's own offers are; a refusal (not enough places free) shows
 * in the dialog, which stays open.
 */
export function OfferPlacesDialog({
  entry,
  offerHours,
  onClose,
  onOffer,
  sending,
  error,
}: {
  entry: AdminWaitlistEntry;
  offerHours: number;
  onClose: () => void;
  onOffer: (quantity: number) => void;
  sending: boolean;
  error: unknown;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState(String(entry.quantity));
  const [checked, setChecked] = useState(false);
  const quantity = Number(text);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= entry.quantity;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (valid && !sending) onOffer(quantity);
  };
  const person = personOf(entry);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(key('offer.title'), { person })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate(key('offer.content'), { hours: offerHours })}</DialogContentText>
            {entry.quantity > 1 && (
              <TextField
                type="number"
                label={translate(key('offer.quantity'))}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={checked && !valid}
                helperText={
                  checked && !valid
                    ? translate(key('offer.error'), { max: entry.quantity })
                    : translate(key('offer.quantityHint'), { count: entry.quantity })
                }
                slotProps={{ htmlInput: { min: 1, max: entry.quantity, step: 1, inputMode: 'numeric' } }}
              />
            )}
            <DialogFormError error={error} />
          </Stack>
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={sending} submitLabel={translate(key('offer.send'))} />
      </form>
    </Dialog>
  );
}
