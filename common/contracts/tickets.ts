import { z } from 'zod';
import { uuidParams } from '../schemas/common';
import {
  adminTicket,
  adminTicketListQuery,
  checkInBody,
  checkInResult,
  gateEvent,
  gatePackage,
  gateSyncBody,
  gateSyncResult,
  generateFreeTicketBody,
  generateOrderTicketsBody,
  generateTicketBatchBody,
  myTicket,
  myTicketList,
  myTicketsQuery,
  ticket,
  ticketHistory,
  ticketTransfer,
  ticketTransferBody,
  ticketTransferOffer,
  ticketTransferTokenParams,
  ticketPdfQuery,
  ticketPublicKey,
  ticketsByOrderQuery,
} from '../schemas/tickets';
import { listResponse } from '../schemas/common';
import { csvFile, pdfFile } from '../schemas/vouchers';
import { accountErrors, adminErrors, contract, errorResponses, noContent } from './contract';

const tags = ['tickets'];
const adminTags = ['admin: tickets'];

export const ticketContracts = {
  listByOrder: contract({
    method: 'GET',
    path: '/tickets',
    tags,
    summary: "The tickets of an order, by the order's hash",
    query: ticketsByOrderQuery,
    responses: { 200: z.array(ticket), ...errorResponses(400, 404) },
  }),
  exportPdf: contract({
    method: 'GET',
    path: '/tickets/export-pdf/{uuid}',
    tags,
    summary: 'One ticket as a PDF, by the hash of its order, in its language unless `language` says',
    params: uuidParams,
    query: ticketPdfQuery,
    responses: { 200: pdfFile, ...errorResponses(400, 404) },
  }),
  exportPdfByOrder: contract({
    method: 'GET',
    path: '/tickets/export-pdf',
    tags,
    summary: "The tickets of an order as one PDF (a page each), by the order's hash",
    query: ticketsByOrderQuery,
    responses: { 200: pdfFile, ...errorResponses(400, 404) },
  }),
};

/**
 * Passing a ticket on: its holder offers it to an e-mail; whoever opens the link and
 * signs in accepts it, and the ticket gets a new QR code (the old one admits no one from then on).
 */
export const ticketTransferContracts = {
  create: contract({
    method: 'POST',
    path: '/tickets/{uuid}/transfers',
    tags,
    summary:
      "Offers the caller's ticket to someone by e-mail: 404 not the caller's ticket; 409 `ticketAlreadyUsed`, `ticketVoided`, `ticketTransferClosed`, `ticketTransferPending`, `ticketTransferToSelf`",
    params: uuidParams,
    body: ticketTransferBody,
    responses: { 201: ticketTransfer, ...accountErrors, ...errorResponses(404, 409) },
  }),
  cancel: contract({
    method: 'DELETE',
    path: '/tickets/{uuid}/transfers',
    tags,
    summary: "Takes back the open offer of the caller's ticket (404: none open)",
    params: uuidParams,
    responses: { 204: noContent, ...accountErrors, ...errorResponses(404) },
  }),
  offer: contract({
    method: 'GET',
    path: '/ticket-transfers/{token}',
    tags,
    summary: "What a transfer link offers (the accept page): the event, the seat, the sender's name",
    params: ticketTransferTokenParams,
    responses: { 200: ticketTransferOffer, ...errorResponses(400, 404) },
  }),
  accept: contract({
    method: 'POST',
    path: '/ticket-transfers/{token}/accept',
    tags,
    summary:
      'The signed-in caller takes the ticket: 409 `ticketTransferAlreadyAccepted`, `ticketTransferCancelled`, `ticketTransferClosed`, `ticketAlreadyUsed`, `ticketVoided`, `ticketTransferToSelf`',
    params: ticketTransferTokenParams,
    responses: { 200: myTicket, ...accountErrors, ...errorResponses(404, 409) },
  }),
};

/** The caller's tickets: bought, or passed on to them. */
export const accountTicketContracts = {
  list: contract({
    method: 'GET',
    path: '/auth/tickets',
    tags: ['users'],
    summary: 'The tickets the caller holds (not those passed on to someone else), with their QR codes',
    query: myTicketsQuery,
    responses: { 200: myTicketList, ...accountErrors },
  }),
};

export const adminTicketContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/tickets',
    tags: adminTags,
    summary: "An event's tickets: search by code, seat or holder; filter by category, check-in and origin",
    query: adminTicketListQuery,
    responses: { 200: listResponse(adminTicket), ...adminErrors },
  }),
  exportCsv: contract({
    method: 'GET',
    path: '/admin/tickets/export-csv',
    tags: adminTags,
    summary: "An event's tickets as CSV, with the list's filters",
    query: adminTicketListQuery.omit({ limit: true, offset: true }),
    responses: { 200: csvFile, ...adminErrors },
  }),
  generateForOrder: contract({
    method: 'POST',
    path: '/admin/order/generate/ticket',
    tags: adminTags,
    summary: "Issues the missing tickets of a paid order's ticket lines",
    body: generateOrderTicketsBody,
    responses: { 201: z.array(ticket), ...adminErrors, ...errorResponses(409) },
  }),
  generateFree: contract({
    method: 'POST',
    path: '/admin/order/generate/free-ticket',
    tags: adminTags,
    summary: 'One ticket without an order (general admission of a category)',
    body: generateFreeTicketBody,
    responses: { 201: ticket, ...adminErrors },
  }),
  generateBatch: contract({
    method: 'POST',
    path: '/admin/order/generate/tickets',
    tags: adminTags,
    summary: 'A free ticket for each name of the list',
    body: generateTicketBatchBody,
    responses: { 201: z.array(ticket), ...adminErrors },
  }),
  history: contract({
    method: 'GET',
    path: '/admin/tickets/{uuid}/history',
    tags: adminTags,
    summary: 'What happened to a ticket: issued, offered, passed on, checked in, voided',
    params: uuidParams,
    responses: { 200: ticketHistory, ...adminErrors },
  }),
  publicKey: contract({
    method: 'GET',
    path: '/admin/tickets/public-key',
    tags: adminTags,
    summary: "The key the check-in app verifies the tickets' QR codes with",
    responses: { 200: ticketPublicKey, ...adminErrors },
  }),

  gateEvents: contract({
    method: 'GET',
    path: '/admin/tickets/gate/events',
    tags: adminTags,
    summary: 'The events a ticket checker may choose, with their checked and expected tickets',
    responses: { 200: z.array(gateEvent), ...adminErrors },
  }),
  gatePackage: contract({
    method: 'GET',
    path: '/admin/tickets/gate/events/{uuid}',
    tags: adminTags,
    summary: "An event's tickets and the public key, for checking at the gate offline",
    params: uuidParams,
    responses: { 200: gatePackage, ...adminErrors },
  }),
  checkIn: contract({
    method: 'POST',
    path: '/admin/tickets/gate/events/{uuid}/check-in',
    tags: adminTags,
    summary:
      'Checks a ticket in by its QR payload or code, once: `ticketHasBeenAlreadyChecked` (when, which gate), `ticketNotForThisEvent`, `ticketNotFound`, `ticketSuperseded` (the QR code of a ticket passed on since)',
    params: uuidParams,
    body: checkInBody,
    responses: { 200: checkInResult, ...adminErrors, ...errorResponses(409) },
  }),
  gateSync: contract({
    method: 'POST',
    path: '/admin/tickets/gate/events/{uuid}/sync',
    tags: adminTags,
    summary: 'The check-ins a gate queued offline; reports the tickets that went in twice',
    params: uuidParams,
    body: gateSyncBody,
    responses: { 200: gateSyncResult, ...adminErrors },
  }),
};
