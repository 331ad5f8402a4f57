import { z } from 'zod';
import { uuidParams } from '../schemas/common';
import {
  adminTicketListQuery,
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
    responses: { 200: listResponse(ticket), ...adminErrors },
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
};
