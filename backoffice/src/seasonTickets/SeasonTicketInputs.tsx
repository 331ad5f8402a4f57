import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  useDataProvider,
  useGetList,
  useTranslate,
  type Validator,
} from 'react-admin';
import { formError } from '@tribuna/common/validation';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import type { AdminDataProvider } from '../providers/dataProvider';

const requiredField = required('formError.requiredError');
const atLeastOne: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'formError.requiredError';
const nameOf = (record: { name?: { cs?: string } }) => record.name?.cs ?? '';
/** A renewal needs the end of its window, and a window needs the season it renews (as the API says). */
const windowWithRenewal: Validator = (value, values: { renewsSeasonTicketUuid?: string | null }) =>
  values.renewsSeasonTicketUuid && !value ? 'formError.requiredError' : undefined;
const renewalWithWindow: Validator = (value, values: { priorityUntil?: string | null }) =>
  values.priorityUntil && !value ? formError.required : undefined;

/** The seasonal membership plans: the only ones a season ticket is sold as. */
function SeasonalPlanInput() {
  const plans = useGetList('subscriptions', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'position', order: 'ASC' },
  });
  const choices = (plans.data ?? [])
    .filter((plan) => plan.type === 'seasonal')
    .map((plan) => ({ id: plan.id, name: nameOf(plan) }));
  return (
    <AutocompleteInput
      source="subscriptionUuid"
      choices={choices}
      isPending={plans.isPending}
      validate={requiredField}
      helperText="resources.season-tickets.hints.subscriptionUuid"
      fullWidth
    />
  );
}

/**
 * The sections of the first chosen event's plan, to tick those sold for the season (the API checks
 * that every other event has the same seats in them).
 */
function SectionsInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const eventUuids = useWatch<{ eventUuids?: string[] }>({ name: 'eventUuids' }) as string[] | undefined;
  const first = eventUuids?.[0] ?? null;
  const plan = useQuery({
    queryKey: ['events', 'seatingPlan', first],
    queryFn: () => dataProvider.seatingPlan(first!),
    enabled: first !== null,
    retry: false,
  });
  if (!first || !plan.data)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('resources.season-tickets.hints.sectionsFirst')}
      </Typography>
    );
  return (
    <CheckboxGroupInput
      source="sections"
      choices={plan.data.sections.map((section) => ({
        id: section.key,
        name: section.name.cs ?? section.key,
      }))}
      validate={atLeastOne}
      helperText="resources.season-tickets.hints.sections"
    />
  );
}

/** The season ticket form body shared by SeasonTicketCreate and SeasonTicketEdit. */
export function SeasonTicketInputs() {
  return (
    <>
      <SeasonalPlanInput />
      <ReferenceArrayInput
        source="eventUuids"
        reference="events"
        perPage={500}
        sort={{ field: 'startsAt', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText={nameOf}
          label="resources.season-tickets.fields.eventUuids"
          helperText="resources.season-tickets.hints.eventUuids"
          validate={atLeastOne}
          fullWidth
        />
      </ReferenceArrayInput>
      <SectionsInput />
      <ReferenceInput source="renewsSeasonTicketUuid" reference="season-tickets" perPage={100}>
        <AutocompleteInput
          optionText={nameOf}
          label="resources.season-tickets.fields.renewsSeasonTicketUuid"
          helperText="resources.season-tickets.hints.renewsSeasonTicketUuid"
          validate={renewalWithWindow}
          emptyText="resources.season-tickets.noRenewal"
          parse={(value: string | null) => value || null}
          fullWidth
        />
      </ReferenceInput>
      <DateTimeTextInput
        source="priorityUntil"
        validate={windowWithRenewal}
        helperText="resources.season-tickets.hints.priorityUntil"
      />
    </>
  );
}
