import { AccountPage } from '../../features/account/pages/AccountPage';
import { SeasonSeatsSection } from '../../features/seasonTickets/components/SeasonSeatsSection';
import { MyTicketsSection } from '../../features/tickets/components/MyTicketsSection';
import { WaitlistsSection } from '../../features/waitlist/components/WaitlistsSection';

/**
 * The account page with the sections other features bring: features do not import each other, so
 * the account feature leaves a place (`sections`) and this screen fills it, one line per section.
 */
export default function AccountScreen() {
  return (
    <AccountPage
      sections={
        <>
          <MyTicketsSection />
          <SeasonSeatsSection />
          <WaitlistsSection />
        </>
      }
    />
  );
}
