import ArchiveIcon from '@mui/icons-material/Archive';
import {
  Button,
  Datagrid,
  DateInput,
  FilterButton,
  Link,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useBasename,
} from 'react-admin';
import { currencies } from '@tribuna/common/schemas/orders';
import { MoneyField } from '../orders/MoneyField';
import { DayField } from './DayField';
import { INVOICE_EXPORT_PATH } from './exportPath';
import { PaymentMethodField } from './PaymentMethodField';

function ExportButton() {
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}${INVOICE_EXPORT_PATH}`}
      label="resources.invoices.export.button"
      startIcon={<ArchiveIcon />}
    />
  );
}

const filters = [
  <TextInput key="number" source="number" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <TextInput key="buyer" source="buyer" />,
  <SelectInput key="currency" source="currency" choices={currencies.map((id) => ({ id, name: id }))} />,
  <TextInput key="orderUuid" source="orderUuid" />,
];

/** The invoices (`/admin/invoices`), newest first, filtered by number, period, buyer, currency or order. */
export default function InvoiceList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'issuedOn', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <DayField source="issuedOn" />
        <TextField source="buyer.name" sortable={false} />
        <MoneyField source="total" />
        <PaymentMethodField source="paymentMethod" sortable={false} />
        <TextField source="orderUuid" sortable={false} />
      </Datagrid>
    </List>
  );
}
