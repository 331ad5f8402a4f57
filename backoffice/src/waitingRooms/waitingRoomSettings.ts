import type { Validator } from 'react-admin';
import {
  DEFAULT_PASS_MINUTES,
  MAX_ADMISSION_RATE,
  type AdminWaitingRoom,
  type WaitingRoomSettingsInput,
} from '@tribuna/common/schemas/waitingRooms';
import { formError } from '@tribuna/common/validation';

/** The longest pass the API takes, in minutes. */
export const MAX_PASS_MINUTES = 120;

const t = (key: string) => `waitingRoom.${key}`;

/** The settings form's values: "automatic" is a switch of its own, the rate its number. */
export interface WaitingRoomFormValues {
  enabled: boolean;
  opensAt: string | null;
  saleStartsAt: string | null;
  automatic: boolean;
  rate: number | null;
  passMinutes: number | null;
}

/**
 * The form's first values: the room as set (an event without one comes with its own sale start as
 * both times, a membership with now), the rate automatic unless a number was set.
 */
export function formValues(room: AdminWaitingRoom): WaitingRoomFormValues {
  return {
    enabled: room.enabled,
    opensAt: room.opensAt,
    saleStartsAt: room.saleStartsAt,
    automatic: room.rate === null,
    rate: room.rate,
    passMinutes: room.passMinutes,
  };
}

/** The settings as the API takes them, from the room as it is and what changes. */
export function settingsOf(
  room: AdminWaitingRoom,
  change: Partial<WaitingRoomSettingsInput> = {},
): WaitingRoomSettingsInput {
  return {
    enabled: room.enabled,
    opensAt: room.opensAt,
    saleStartsAt: room.saleStartsAt,
    rate: room.rate,
    passMinutes: room.passMinutes,
    paused: room.paused,
    closed: room.closed,
    ...change,
  };
}

/** What the form sends: its values with the room's pause and closing kept as they are. */
export function settingsBody(
  values: Partial<WaitingRoomFormValues>,
  room: AdminWaitingRoom,
): WaitingRoomSettingsInput {
  return settingsOf(room, {
    enabled: values.enabled ?? room.enabled,
    opensAt: values.opensAt ?? room.opensAt,
    saleStartsAt: values.saleStartsAt ?? room.saleStartsAt,
    rate: values.automatic ? null : (values.rate ?? null),
    passMinutes: values.passMinutes ?? DEFAULT_PASS_MINUTES,
  });
}

const isWholeIn = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

const filled: Validator = (value) =>
  value === null || value === undefined || value === '' ? formError.required : undefined;

/** The sale starts when the room opens at the earliest: the shuffle needs the room open first. */
const notBeforeOpening: Validator = (value, values: Record<string, unknown>) => {
  const opens = typeof values.opensAt === 'string' ? Date.parse(values.opensAt) : NaN;
  const starts = typeof value === 'string' ? Date.parse(value) : NaN;
  return !Number.isNaN(opens) && !Number.isNaN(starts) && starts < opens
    ? t('errors.saleBeforeOpening')
    : undefined;
};

// The API needs both times even for a room switched off (it keeps them for switching on again).
export const validateOpensAt = [filled];
export const validateSaleStartsAt = [filled, notBeforeOpening];
/** The rate, whenever it is not automatic; also the live view's inline change. */
export const rateError = (value: unknown) =>
  isWholeIn(value, MAX_ADMISSION_RATE)
    ? undefined
    : { message: t('errors.rate'), args: { max: MAX_ADMISSION_RATE } };
export const validateRate: Validator[] = [
  (value, values: Record<string, unknown>) => (values.automatic === true ? undefined : rateError(value)),
];
export const validatePassMinutes: Validator[] = [
  (value) =>
    isWholeIn(value, MAX_PASS_MINUTES)
      ? undefined
      : { message: t('errors.passMinutes'), args: { max: MAX_PASS_MINUTES } },
];
