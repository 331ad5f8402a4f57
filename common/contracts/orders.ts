import { z } from 'zod';
import {
  accountOrder,
  adminOrder,
  adminOrderDetail,
  adminOrderListQuery,
  completeOrderBody,
  completeOrderResponse,
  createOrderBody,
  deleteHoldOrderBody,
  holdTokenParams,
  updateHoldOrderBody,
  order,
  orderAccessQuery,
  paymentFormResponse,
  preCompleteBody,
  resendOrderEmailBody,
  updateOrderBody,
  updateOrderStatusBody,
} from '../schemas/orders';
import { listResponse, uuidParams } from '../schemas/common';
import { waitingRoomPassHeaders } from '../schemas/waitingRooms';
import { accountErrors, adminErrors, contract, errorResponses, noContent } from './contract';

const tags = ['orders'];
const adminTags = ['admin: orders'];

/**
 * Bad input, not signed in (when no order hash is given), someone else's order, no such order,
 * an order whose payment state does not allow it, the identity provider out of reach.
 */
const orderErrors = errorResponses(400, 401, 403, 404, 409, 503);

export const orderContracts = {
  create: contract({
    method: 'POST',
    path: '/orders',
    tags,
    summary:
      "A pending order; tickets of an event with a waiting room need the room's pass (`x-waiting-room-pass`, 403 waitingRoomPassRequired)",
    headers: waitingRoomPassHeaders,
    body: createOrderBody,
    responses: { 201: order, ...orderErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/orders/{uuid}',
    tags,
    params: uuidParams,
    query: orderAccessQuery,
    responses: { 200: order, ...orderErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/orders/{uuid}',
    tags,
    summary:
      "The order's lines replaced; tickets of an event with a waiting room need its pass as for a new order",
    params: uuidParams,
    headers: waitingRoomPassHeaders,
    body: updateOrderBody,
    responses: { 200: order, ...orderErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/orders/{uuid}',
    tags,
    params: uuidParams,
    query: orderAccessQuery,
    responses: { 200: order, ...orderErrors },
  }),
  getByHoldToken: contract({
    method: 'GET',
    path: '/orders/seats-io-hold-token/{holdToken}',
    tags,
    summary: "The caller's latest order made from this seat hold token",
    params: holdTokenParams,
    responses: { 200: order, ...orderErrors },
  }),
  updateByHoldToken: contract({
    method: 'PUT',
    path: '/orders/seats-io-hold-token/{holdToken}',
    tags,
    summary:
      'The pending order of the hold, priced anew from the seats the token holds now (with the pass of a waiting-room event)',
    params: holdTokenParams,
    headers: waitingRoomPassHeaders,
    body: updateHoldOrderBody,
    responses: { 200: order, ...orderErrors },
  }),
  removeByHoldToken: contract({
    method: 'DELETE',
    path: '/orders/seats-io-hold-token/{holdToken}',
    tags,
    summary:
      'Unbinds the order of the hold: a pending one is cancelled and its seats let go; a paid one is a conflict unless ignorePaymentStatus',
    params: holdTokenParams,
    body: deleteHoldOrderBody,
    responses: { 200: order, ...orderErrors },
  }),
  preComplete: contract({
    method: 'PUT',
    path: '/orders/pre-complete',
    tags,
    summary: 'A new payment attempt: the signed form the browser posts to the card payment gateway',
    body: preCompleteBody,
    responses: { 200: paymentFormResponse, ...orderErrors, ...errorResponses(502) },
  }),
  complete: contract({
    method: 'PUT',
    path: '/orders/complete',
    tags,
    summary:
      "The gateway's answer the buyer brought back: verified, then the order is settled once. The order is answered to its owner (signed in, or giving its hash) only",
    query: orderAccessQuery,
    body: completeOrderBody,
    responses: { 200: completeOrderResponse, ...errorResponses(400, 404) },
  }),
};

export const adminOrderContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/orders',
    tags: adminTags,
    query: adminOrderListQuery,
    responses: { 200: listResponse(adminOrder), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/orders/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminOrderDetail, ...adminErrors },
  }),
  updateStatus: contract({
    method: 'POST',
    path: '/admin/order/update-status',
    tags: adminTags,
    body: updateOrderStatusBody,
    responses: { 200: adminOrderDetail, ...adminErrors, ...errorResponses(409) },
  }),
  resendEmail: contract({
    method: 'POST',
    path: '/admin/order/resend-successfull-email',
    tags: adminTags,
    body: resendOrderEmailBody,
    responses: { 204: noContent, ...adminErrors, ...errorResponses(409) },
  }),
};

export const accountOrderContracts = {
  list: contract({
    method: 'GET',
    path: '/users/me/orders',
    tags: ['users'],
    summary:
      "The caller's orders (not the rejected ones), newest first, with their tickets, vouchers and invoice",
    responses: { 200: z.object({ data: z.array(accountOrder) }), ...accountErrors },
  }),
};
