import { Menu as RaMenu } from 'react-admin';
import { InvoiceMenuItems } from '../invoices/InvoiceMenuItems';
import { TicketReviewMenuItem } from '../tickets/TicketReviewMenuItem';
import { VoucherGenerationMenuItem } from '../vouchers/VoucherGenerationMenuItem';

/**
 * The home page, the resources the user may list (react-admin asks `canAccess` for each), then the
 * pages that are not resources.
 */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <VoucherGenerationMenuItem />
      <InvoiceMenuItems />
      <TicketReviewMenuItem />
    </RaMenu>
  );
}
