/**
 * What a waiting room is of: an event's sale (tickets) or a membership's with a limited capacity.
 * The room's API is the same under `/events/{uuid}/…` and `/subscriptions/{uuid}/…`; the screen
 * differs only in its words and where the visitor goes once let in.
 */
export type RoomSubjectKind = 'event' | 'subscription';

export interface RoomSubject {
  kind: RoomSubjectKind;
  /** The event's or the membership's uuid (the place is stored under it). */
  uuid: string;
}

/** The words of a subject's room that are not the same for both. */
export const subjectTexts = {
  event: {
    heading: 'waitingRoom.heading',
    saleThroughRoom: 'waitingRoom.saleThroughRoom',
    notFound: 'waitingRoom.notFound',
    toSale: 'waitingRoom.toTickets',
    back: 'waitingRoom.backToEvent',
    admitted: 'waitingRoom.admitted',
    continue: 'waitingRoom.continue',
  },
  subscription: {
    heading: 'waitingRoom.membership.heading',
    saleThroughRoom: 'waitingRoom.membership.saleThroughRoom',
    notFound: 'waitingRoom.membership.notFound',
    toSale: 'waitingRoom.membership.toOrder',
    back: 'waitingRoom.membership.back',
    admitted: 'waitingRoom.membership.admitted',
    continue: 'waitingRoom.membership.continue',
  },
} as const;

/** Where the room's links lead: the sale (once let in) and back (the event, the memberships). */
export interface RoomLinks {
  sale: string;
  back: string;
}
