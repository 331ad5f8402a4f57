import type { TicketTransfersTexts } from './backofficeTicketsTexts';

export const ticketTransfersEn: TicketTransfersTexts = {
  settings: 'Passing tickets on',
  fields: {
    transfersAllowed: 'Tickets may be passed on',
    transfersUntil: 'Passing on allowed until',
  },
  transfersUntilHint: 'Empty: until the event starts. As dd.MM.yyyy HH:mm, Prague time.',
  history: {
    show: 'History',
    title: 'History of ticket %{code}',
    loading: "Loading the ticket's history…",
    loadFailed: "The ticket's history could not be loaded.",
    holder: 'Holder: %{holder}',
    noHolder: 'Holder: no account (free ticket)',
    version: 'QR code version: %{version}',
    empty: 'Nothing is known about this ticket yet.',
    kinds: {
      issued: 'Issued',
      transferOffered: 'Offered to pass on',
      transferCancelled: 'Passing on cancelled',
      transferAccepted: 'Passed on',
      checkedIn: 'Checked in',
      doubleAdmission: 'Checked in again (offline)',
      voided: 'Voided',
    },
    to: 'to: %{to}',
    from: 'from: %{from}',
    by: 'by: %{by}',
    gate: 'gate: %{gate}',
    versionFrom: 'new QR code version: %{version}',
    reason: 'reason: %{reason}',
  },
};
