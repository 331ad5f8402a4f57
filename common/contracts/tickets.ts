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
  ticket,
  ticketPdfQuery,
  ticketPublicKey,
  ticketsByOrderQuery,
} from '../schemas/tickets';
import { listResponse } from '../schemas/common';
import { csvFile, pdfFile } from '../schemas/vouchers';
import { adminErrors, contract, errorResponses } from './contract';

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
      'Checks a ticket in by its QR payload or code, once: `ticketHasBeenAlreadyChecked` (when, which gate), `ticketNotForThisEvent`, `ticketNotFound`',
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
