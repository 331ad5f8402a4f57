import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, NumberInput, useTranslate } from 'react-admin';
import type { AdminWaitingRoom, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { DialogFormActions, DialogFormError } from '../layout/DialogFormEnd';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import {
  formValues,
  settingsBody,
  validateOpensAt,
  validatePassMinutes,
  validateRate,
  validateSaleStartsAt,
  type WaitingRoomFormValues,
} from './waitingRoomSettings';
import type { RoomSubject } from './subject';

const key = (name: string) => `waitingRoom.${name}`;

/**
 * The room's settings in a dialog (the whole screen on a phone): on or off, when it opens, when the
 * sale starts, the rate or "automatic", and how long a pass lasts. The rules are checked before sending;
 * a refusal of the API shows in the dialog, which stays open. Shown while staff edit: the values
 * it opened with stay put while the live view refreshes the room behind it.
 */
export function WaitingRoomSettingsDialog({
  kind,
  room,
  onClose,
  onSave,
  saving,
  error,
}: {
  kind: RoomSubject['kind'];
  room: AdminWaitingRoom;
  onClose: () => void;
  onSave: (body: WaitingRoomSettingsInput) => void;
  saving: boolean;
  error: unknown;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [initial] = useState(() => formValues(room));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <Form<WaitingRoomFormValues>
        record={initial}
        onSubmit={(values: Partial<WaitingRoomFormValues>) => onSave(settingsBody(values, room))}
        noValidate
      >
        <DialogTitle id={titleId}>{translate(key('settingsTitle'))}</DialogTitle>
        <DialogContent>
          <Stack>
            <BooleanInput source="enabled" label={key('fields.enabled')} helperText={key('hints.enabled')} />
            <DateTimeTextInput source="opensAt" label={key('fields.opensAt')} validate={validateOpensAt} />
            <DateTimeTextInput
              source="saleStartsAt"
              label={key('fields.saleStartsAt')}
              validate={validateSaleStartsAt}
              helperText={key('hints.saleStartsAt')}
            />
            <BooleanInput
              source="automatic"
              label={key('fields.automatic')}
              helperText={key('hints.automatic')}
            />
            <FormDataConsumer<WaitingRoomFormValues>>
              {({ formData }) =>
                !formData.automatic && (
                  <NumberInput
                    source="rate"
                    label={key('fields.rate')}
                    validate={validateRate}
                    min={1}
                    step={1}
                  />
                )
              }
            </FormDataConsumer>
            <NumberInput
              source="passMinutes"
              label={key('fields.passMinutes')}
              validate={validatePassMinutes}
              // A membership's buyer orders once; an event's holds seats, each hold extending the pass.
              helperText={key(kind === 'event' ? 'hints.passMinutes' : 'hints.passMinutesMembership')}
              min={1}
              step={1}
            />
            <DialogFormError error={error} />
          </Stack>
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={saving} submitLabel={translate(key('save'))} />
      </Form>
    </Dialog>
  );
}
