import ArchiveIcon from '@mui/icons-material/Archive';
import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
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
  useCreatePath,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { invoiceDocumentKinds, type InvoiceDocument } from '@tribuna/common/schemas/invoices';
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

/** An invoice or a credit note; a credit note names the invoice it corrects, linked. */
function KindField(_props: FieldProps) {
  const record = useRecordContext<InvoiceDocument>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const corrected = record.correctedInvoice;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.invoices.kinds.${record.kind}`)}
      {corrected && (
        <>
          {' · '}
          <Link
            to={createPath({ resource: 'invoices', type: 'show', id: corrected.uuid })}
            // The row opens the credit note; the link opens the invoice it corrects.
            onClick={(event: MouseEvent) => event.stopPropagation()}
          >
            {corrected.number}
          </Link>
        </>
      )}
    </Typography>
  );
}

const filters = [
  <TextInput key="number" source="number" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <TextInput key="buyer" source="buyer" />,
  <SelectInput key="currency" source="currency" choices={currencies.map((id) => ({ id, name: id }))} />,
  <TextInput key="orderUuid" source="orderUuid" />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    // react-admin translates the choices' names.
    choices={invoiceDocumentKinds.map((id) => ({ id, name: `resources.invoices.kinds.${id}` }))}
  />,
];

/**
 * The invoices and the credit notes that correct them (`/admin/invoices`), newest first, filtered by
 * kind, number, period, buyer, currency or order.
 */
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
        <KindField source="kind" sortable={false} />
        <DayField source="issuedOn" />
        <TextField source="buyer.name" sortable={false} />
        <MoneyField source="total" />
        <PaymentMethodField source="paymentMethod" sortable={false} />
        <TextField source="orderUuid" sortable={false} />
      </Datagrid>
    </List>
  );
}
