import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  regex,
  required,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { createApiClient, data } from '@tribuna/common/api/client';
import { formatDateTime } from '@tribuna/common/dates';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError } from '@tribuna/common/validation';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { majorToMinor, minorToMajor } from '../subscriptions/money';
import { SeatingPlanInput } from './SeatingPlanInput';

const requiredField = required('formError.requiredError');
const validateName = [requiredInCzech, maxLength(200, 'formError.lengthMaxError')];
// The API needs the event's text in Czech (as the name): the form says so before it is sent.
const validateText = [requiredInCzech];
const validateAmount = [requiredField, minValue(0)];
const validateKey = [
  requiredField,
  maxLength(40, 'formError.lengthMaxError'),
  regex(/^[\p{L}\d_-]+$/u, formError.character),
];
const validateSeatsioKey = [
  maxLength(100, 'formError.lengthMaxError'),
  regex(/^[\w.:-]*$/, formError.character),
];
const validateColour = [requiredField, regex(/^#[0-9a-fA-F]{6}$/, formError.character)];
// Passing tickets on ends by the event's start at the latest (the server's rule too).
const notAfterStart: Validator = (value, values: Record<string, unknown>) =>
  typeof value === 'string' &&
  typeof values.startsAt === 'string' &&
  value !== '' &&
  values.startsAt !== '' &&
  value > values.startsAt
    ? { message: formError.dateBefore, args: { date: formatDateTime(values.startsAt) } }
    : undefined;
const after =
  (field: string): Validator =>
  (value, values: Record<string, unknown>) => {
    const other = values[field];
    return typeof value === 'string' &&
      typeof other === 'string' &&
      value !== '' &&
      other !== '' &&
      value < other
      ? formError.dateAfter
      : undefined;
  };

/**
 * The event form shared by EventCreate and EventEdit, in tabs: the event, its ticket categories,
 * and the seating plan (a seated event) or a capacity per category (general admission).
 */
export function EventForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  // The seats.io event key matters only when seats.io holds the seats (the server's public config).
  const config = useQuery({
    queryKey: ['publicConfig'],
    queryFn: () => data(createApiClient().GET('/public-config')),
    staleTime: Infinity,
  });
  const seatsio = config.data?.seatMapProvider === 'seatsio';
  return (
    <TabbedForm defaultValues={defaultValues}>
      <TabbedForm.Tab label="resources.events.tabs.event">
        <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
          <TranslatableTextInput source="name" validate={validateName} />
          <TranslatableRichTextInput source="text" validate={validateText} />
        </TranslatableInputs>
        <FileUploadInput
          source="image"
          kind="image"
          previewSource="imageUrl"
          label="resources.events.fields.image"
        />
        <TextInput
          source="venue"
          validate={[requiredField, maxLength(200, 'formError.lengthMaxError')]}
          fullWidth
        />
        <DateTimeTextInput source="startsAt" validate={requiredField} />
        <DateTimeTextInput source="endsAt" validate={[requiredField, after('startsAt')]} />
        <DateTimeTextInput source="saleFrom" validate={requiredField} />
        <DateTimeTextInput source="saleTo" validate={[requiredField, after('saleFrom')]} />
        <DateTimeTextInput source="presaleFrom" helperText="resources.events.presaleHint" />
        <DateTimeTextInput source="presaleTo" validate={after('presaleFrom')} />
        <DateTimeTextInput source="refundRequestsUntil" helperText="resources.events.refundRequestsHint" />
        <BooleanInput source="transfersAllowed" label="ticketTransfers.fields.transfersAllowed" />
        <FormDataConsumer<{ transfersAllowed?: boolean }>>
          {({ formData }) =>
            formData.transfersAllowed === false ? null : (
              <DateTimeTextInput
                source="transfersUntil"
                label="ticketTransfers.fields.transfersUntil"
                helperText="ticketTransfers.transfersUntilHint"
                validate={notAfterStart}
              />
            )
          }
        </FormDataConsumer>
        <BooleanInput source="published" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.events.tabs.categories">
        <ArrayInput source="categories" validate={requiredField}>
          <SimpleFormIterator inline fullWidth>
            <TextInput
              source="key"
              label="resources.events.fields.categoryKey"
              validate={validateKey}
              // The full-width name beside them in the inline row would squeeze them to a sliver.
              sx={{ width: 110, flexShrink: 0 }}
            />
            <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
              <TranslatableTextInput
                source="name"
                validate={[requiredInCzech, maxLength(100, 'formError.lengthMaxError')]}
              />
            </TranslatableInputs>
            <TextInput
              source="color"
              type="color"
              label="resources.events.fields.color"
              validate={validateColour}
              sx={{ width: 90, flexShrink: 0 }}
            />
            <NumberInput
              source="priceCzk"
              label="resources.events.fields.priceCzk"
              step={0.01}
              format={minorToMajor}
              parse={majorToMinor}
              validate={validateAmount}
            />
            <NumberInput
              source="priceEur"
              label="resources.events.fields.priceEur"
              step={0.01}
              format={minorToMajor}
              parse={majorToMinor}
              validate={validateAmount}
            />
            <FormDataConsumer<{ seated?: boolean }>>
              {({ formData }) =>
                formData.seated ? null : (
                  <NumberInput
                    source="capacity"
                    label="resources.events.fields.capacity"
                    step={1}
                    validate={[requiredField, minValue(0)]}
                  />
                )
              }
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.events.tabs.seating">
        <BooleanInput source="seated" helperText="resources.events.seatedHint" />
        <FormDataConsumer<{ seated?: boolean }>>
          {({ formData }) => (formData.seated ? <SeatingPlanInput /> : null)}
        </FormDataConsumer>
        {seatsio && (
          <TextInput
            source="seatsioEventKey"
            helperText="resources.events.seatsioEventKeyHint"
            validate={validateSeatsioKey}
          />
        )}
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
