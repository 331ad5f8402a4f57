import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import { useMemo } from 'react';
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { formatMoney } from '@tribuna/common/money';
import { DateTimeField } from '../fields/DateTimeField';
import { CancelEventButton, EventCancellationProgress } from './EventCancellation';
import { PlanCanvas } from './PlanCanvas';
import { flatten, type EditorPlan } from './seatingPlanEditing';
import { WaitingRoomSection } from '../waitingRooms/WaitingRoomSection';
import { WaitlistSection } from '../waitlists/WaitlistSection';

/** The event's tickets: the tickets list filtered to this event. */
function EventTicketsButton() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'list' });
  if (!canAccess || !record) return null;
  const filter = encodeURIComponent(JSON.stringify({ eventUuid: record.id }));
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'tickets', type: 'list' })}?filter=${filter}`}
      label="resources.tickets.openTickets"
    >
      <ConfirmationNumberIcon />
    </Button>
  );
}

function EventShowActions() {
  const { canAccess } = useCanAccess({ resource: 'events', action: 'edit' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <EventTicketsButton />
      {canAccess && <EditButton />}
      <CancelEventButton />
    </TopToolbar>
  );
}

const noSelection = new Set<number>();

/** The plan as drawn for buyers, read only (zoom and pan still work). */
function PlanPreview() {
  const record = useRecordContext<
    RaRecord & { seatingPlan?: EditorPlan | null; categories?: { key: string; color: string }[] }
  >();
  const plan = record?.seatingPlan;
  const seats = useMemo(() => (plan ? flatten(plan).map((place) => place.seat) : []), [plan]);
  const colours = useMemo(
    () => new Map((record?.categories ?? []).map((category) => [category.key, category.color])),
    [record?.categories],
  );
  if (!plan) return null;
  return (
    <Labeled label="resources.events.fields.seatingPlan" fullWidth>
      <Box sx={{ width: '100%' }}>
        <PlanCanvas
          seats={seats}
          preview={[]}
          stage={plan.stage}
          colours={colours}
          selection={noSelection}
          onSelect={() => undefined}
          onDelete={() => undefined}
        />
      </Box>
    </Labeled>
  );
}

/**
 * One event: dates, sale windows, categories with prices, and its seating plan; a cancelled one
 * shows its cancellation's progress first. Its sale's waiting room and, for once it is sold out,
 * its waiting list follow the event's fields.
 */
export default function EventShow() {
  return (
    <Show actions={<EventShowActions />}>
      <Box sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
        <EventCancellationProgress />
      </Box>
      <SimpleShowLayout>
        <TextField source="name.cs" label="resources.events.fields.name" />
        <TextField source="venue" />
        <DateTimeField source="startsAt" />
        <DateTimeField source="endsAt" />
        <DateTimeField source="saleFrom" />
        <DateTimeField source="saleTo" />
        <DateTimeField source="presaleFrom" emptyKey="resources.events.noPresale" />
        <DateTimeField source="presaleTo" />
        <DateTimeField source="refundRequestsUntil" emptyKey="resources.events.noRefundRequests" />
        <BooleanField source="published" />
        <BooleanField source="seated" />
        <NumberField source="seatCount" />
        {/* On a phone the table scrolls on its own: the layout grows to fit its content, and the
            table's columns would widen the page past the screen (less the page's margins). */}
        <ArrayField source="categories">
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            sx={{ maxWidth: 'calc(100vw - 48px)', overflowX: 'auto' }}
          >
            <TextField source="key" label="resources.events.fields.categoryKey" />
            <TextField source="name.cs" label="resources.events.fields.categoryName" />
            <FunctionField
              label="resources.events.fields.priceCzk"
              render={(category: RaRecord) => formatMoney(category.priceCzk, 'CZK')}
            />
            <FunctionField
              label="resources.events.fields.priceEur"
              render={(category: RaRecord) => formatMoney(category.priceEur, 'EUR')}
            />
            <FunctionField
              label="resources.events.fields.capacity"
              render={(category: RaRecord) => category.capacity ?? category.seatCount}
            />
          </Datagrid>
        </ArrayField>
        <PlanPreview />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2, '&:empty': { display: 'none' } }}>
        <WaitingRoomSection kind="event" />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <WaitlistSection kind="event" />
      </Box>
    </Show>
  );
}
