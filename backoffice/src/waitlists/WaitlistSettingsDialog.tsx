import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, Form, NumberInput, useTranslate, type Validator } from 'react-admin';
import type { AdminWaitlist, WaitlistSettingsInput } from '@tribuna/common/schemas/waitlists';
import { DialogFormActions, DialogFormError } from '../layout/DialogFormEnd';

const key = (name: string) => `waitlists.${name}`;

/** The API's limits (common/schemas/waitlists.ts). */
export const MAX_PLACES_A_PERSON = 100;
export const MAX_OFFER_HOURS = 168;

const wholeUpTo =
  (max: number, message: string): Validator =>
  (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
      ? undefined
      : { message, args: { max } };

const validateMaxQuantity = [wholeUpTo(MAX_PLACES_A_PERSON, key('settings.errors.maxQuantity'))];
const validateOfferHours = [wholeUpTo(MAX_OFFER_HOURS, key('settings.errors.offerHours'))];

interface Values {
  enabled: boolean;
  maxQuantity: number | null;
  offerHours: number | null;
}

/** The settings as the API takes them: the form's values with the list's closing kept as it is. */
export function settingsOf(list: AdminWaitlist, change: Partial<WaitlistSettingsInput> = {}) {
  return {
    enabled: list.enabled,
    closed: list.closed,
    maxQuantity: list.maxQuantity,
    offerHours: list.offerHours,
    ...change,
  } satisfies WaitlistSettingsInput;
}

/**
 * The list's settings in a dialog (the whole screen on a phone): on or off, the most places a
 * person may ask for, and how long an offer holds its places. Checked before sending; a refusal of
 * the API shows in the dialog, which stays open.
 */
export function WaitlistSettingsDialog({
  list,
  onClose,
  onSave,
  saving,
  error,
}: {
  list: AdminWaitlist;
  onClose: () => void;
  onSave: (body: WaitlistSettingsInput) => void;
  saving: boolean;
  error: unknown;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [initial] = useState<Values>(() => ({
    enabled: list.enabled,
    maxQuantity: list.maxQuantity,
    offerHours: list.offerHours,
  }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <Form<Values>
        record={initial}
        onSubmit={(values: Partial<Values>) =>
          onSave(
            settingsOf(list, {
              enabled: values.enabled ?? list.enabled,
              maxQuantity: values.maxQuantity ?? list.maxQuantity,
              offerHours: values.offerHours ?? list.offerHours,
            }),
          )
        }
        noValidate
      >
        <DialogTitle id={titleId}>{translate(key('settings.title'))}</DialogTitle>
        <DialogContent>
          <Stack>
            <BooleanInput
              source="enabled"
              label={key('settings.enabled')}
              helperText={key('settings.enabledHint')}
            />
            <NumberInput
              source="maxQuantity"
              label={key('settings.maxQuantity')}
              validate={validateMaxQuantity}
              min={1}
              max={MAX_PLACES_A_PERSON}
              step={1}
            />
            <NumberInput
              source="offerHours"
              label={key('settings.offerHours')}
              helperText={key('settings.offerHoursHint')}
              validate={validateOfferHours}
              min={1}
              max={MAX_OFFER_HOURS}
              step={1}
            />
            <DialogFormError error={error} />
          </Stack>
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={saving} submitLabel={translate(key('settings.save'))} />
      </Form>
    </Dialog>
  );
}
