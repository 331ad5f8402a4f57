import { DateInput, Datagrid, List, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import { currencies, orderStatuses } from '@tribuna/common/schemas/orders';
import { DateTimeField } from '../fields/DateTimeField';
import { MoneyField } from './MoneyField';
import { OrderStatusField } from './OrderStatusField';

export default function OrderList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={orderStatuses.map((id) => ({ id, name: translate(`resources.orders.statuses.${id}`) }))}
    />,
    <SelectInput key="currency" source="currency" choices={currencies.map((id) => ({ id, name: id }))} />,
    <TextInput key="email" source="email" />,
    <SelectInput
      key="flaggedForStaff"
      source="flaggedForStaff"
      choices={[
        { id: 'true', name: translate('resources.orders.flagged.yes') },
        { id: 'false', name: translate('resources.orders.flagged.no') },
      ]}
    />,
    <DateInput key="from" source="from" parse={(day: string) => dayStart(day, 0)} />,
    // The API's `to` is exclusive: the chosen day is included up to its end.
    <DateInput
      key="to"
      source="to"
      parse={(day: string) => dayStart(day, 1)}
      format={(iso?: string) => (iso ? localDay(new Date(new Date(iso).getTime() - DAY)) : '')}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="createdAt" />
        <TextField source="email" />
        <OrderStatusField source="status" />
        <MoneyField source="total" />
        <TextField source="uuid" sortable={false} />
      </Datagrid>
    </List>
  );
}

const DAY = 86_400_000;

/** The start of a picked day (local time), `plusDays` later, as the API's ISO instant. */
function dayStart(day: string, plusDays: number): string | null {
  const date = new Date(`${day}T00:00:00`);
  if (!day || Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
