import ArchiveIcon from '@mui/icons-material/Archive';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import { INVOICE_EXPORT_PATH, ORDER_FROM_INVOICE_PATH } from './exportPath';

/** The invoice pages that are not the resource's own: the ZIP export and the order from an invoice. */
export function InvoiceMenuItems() {
  const basename = useBasename();
  const { canAccess: canExport } = useCanAccess({ resource: 'invoices', action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'invoices', action: 'create' });
  return (
    <>
      {canExport && (
        <Menu.Item
          to={`${basename}${INVOICE_EXPORT_PATH}`}
          primaryText="resources.invoices.export.title"
          leftIcon={<ArchiveIcon />}
        />
      )}
      {canCreate && (
        <Menu.Item
          to={`${basename}${ORDER_FROM_INVOICE_PATH}`}
          primaryText="resources.invoices.fromInvoice.menu"
          leftIcon={<PostAddIcon />}
        />
      )}
    </>
  );
}
