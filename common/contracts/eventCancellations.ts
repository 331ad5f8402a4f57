import { z } from 'zod';
import { listResponse, uuidParams } from '../schemas/common';
import {
  adminRefundRequestListQuery,
  cancelEventBody,
  createRefundRequestBody,
  eventCancellationSchema,
  refundRequestSchema,
  rejectRefundRequestBody,
} from '../schemas/eventCancellations';
import { accountErrors, adminErrors, contract, errorResponses } from './contract';

const eventTags = ['admin: events'];
const requestTags = ['admin: refund requests'];

/**
 * Cancelling an event (`event_admin` or `order_admin`): sales stop at once and a job refunds every
 * paid order of the event, its progress and failures read here.
 */
export const adminEventCancellationContracts = {
  cancel: contract({
    method: 'POST',
    path: '/admin/events/{uuid}/cancel',
    tags: eventTags,
    summary:
      'Cancels the event: sales stop at once, buyers are told by e-mail and (refund: true) a job refunds every paid order of it',
    params: uuidParams,
    body: cancelEventBody,
    // 409: eventAlreadyCancelled.
    responses: { 202: eventCancellationSchema, ...adminErrors, ...errorResponses(409) },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/events/{uuid}/cancellation',
    tags: eventTags,
    summary: "The cancellation's job: progress (done, failed, total) and the orders it could not refund",
    params: uuidParams,
    responses: { 200: eventCancellationSchema, ...adminErrors },
  }),
  retry: contract({
    method: 'POST',
    path: '/admin/events/{uuid}/cancellation/retry',
    tags: eventTags,
    summary: "Tries the job's failed orders again",
    params: uuidParams,
    responses: { 202: eventCancellationSchema, ...adminErrors },
  }),
};

/** Ticket holders' requests for their money after an event moved (`order_admin` decides, `accountant` reads). */
export const adminRefundRequestContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/refund-requests',
    tags: requestTags,
    query: adminRefundRequestListQuery,
    responses: { 200: listResponse(refundRequestSchema), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/refund-requests/{uuid}',
    tags: requestTags,
    params: uuidParams,
    responses: { 200: refundRequestSchema, ...adminErrors },
  }),
  approve: contract({
    method: 'POST',
    path: '/admin/refund-requests/{uuid}/approve',
    tags: requestTags,
    summary:
      "Refunds the order's ticket lines of the event (a refund of the sales) and marks the request approved",
    params: uuidParams,
    // 409: refundRequestClosed, and the refund's refusals (orderLineAlreadyRefunded, ticketAlreadyUsed, …).
    responses: { 200: refundRequestSchema, ...adminErrors, ...errorResponses(409) },
  }),
  reject: contract({
    method: 'POST',
    path: '/admin/refund-requests/{uuid}/reject',
    tags: requestTags,
    params: uuidParams,
    body: rejectRefundRequestBody,
    // 409: refundRequestClosed.
    responses: { 200: refundRequestSchema, ...adminErrors, ...errorResponses(409) },
  }),
};

/** A holder of tickets of a moved event asks for the money back (until the event's refundRequestsUntil). */
export const accountRefundRequestContracts = {
  create: contract({
    method: 'POST',
    path: '/auth/orders/{uuid}/refund-requests',
    tags: ['users'],
    summary:
      "Asks for a refund of the caller's order's tickets of a moved event; the same again answers the open request (200)",
    params: uuidParams,
    body: createRefundRequestBody,
    // 404: the order is not the caller's, or has no valid ticket of the event; 409: refundRequestClosed.
    responses: {
      201: refundRequestSchema,
      200: refundRequestSchema,
      ...accountErrors,
      ...errorResponses(404, 409),
    },
  }),
  list: contract({
    method: 'GET',
    path: '/auth/orders/{uuid}/refund-requests',
    tags: ['users'],
    summary: "The caller's requests for the order",
    params: uuidParams,
    responses: {
      200: z.object({ data: z.array(refundRequestSchema) }),
      ...accountErrors,
      ...errorResponses(404),
    },
  }),
};
