import { uuidParams } from '../schemas/common';
import {
  bestAvailableBody,
  eventSeats,
  eventSeatsQuery,
  holdTokenAnswer,
  holdTokenDetail,
  holdTokenParams,
  seatActionAnswer,
  seatActionBody,
  seatReleaseAnswer,
  seatStream,
} from '../schemas/seating';
import { waitingRoomPassHeaders } from '../schemas/waitingRooms';
import { accountErrors, contract, errorResponses } from './contract';

const tags = ['seating'];

/**
 * The native seat engine, in the shape of seats.io's API. Holding needs the caller's own valid hold
 * token; a hold is all or nothing and answers 409 seatsAlreadyOccupied with `details.objects`.
 */
export const seatingContracts = {
  createHoldToken: contract({
    method: 'POST',
    path: '/hold-tokens',
    tags,
    summary: "A new hold token for the caller (15 minutes); it becomes the user's seatsIoHoldToken",
    responses: { 201: holdTokenAnswer, ...accountErrors },
  }),
  holdToken: contract({
    method: 'GET',
    path: '/hold-tokens/{holdToken}',
    tags,
    summary: "The caller's hold token, its expiry and the seats it holds (404 when not theirs)",
    params: holdTokenParams,
    responses: { 200: holdTokenDetail, ...errorResponses(404), ...accountErrors },
  }),
  seats: contract({
    method: 'GET',
    path: '/events/{uuid}/seats',
    tags,
    summary: "The event's plan with every seat's state; with ?holdToken= its seats say heldByYou",
    params: uuidParams,
    query: eventSeatsQuery,
    responses: { 200: eventSeats, ...errorResponses(400, 404) },
  }),
  seatStream: contract({
    method: 'GET',
    path: '/events/{uuid}/seats/stream',
    tags,
    summary:
      'Server-sent events: `event: seats` with seatStatusNews whenever seats change, `: ping` heartbeats',
    params: uuidParams,
    responses: { 200: seatStream, ...errorResponses(400, 404) },
  }),
  hold: contract({
    method: 'POST',
    path: '/events/{uuid}/actions/hold',
    tags,
    summary:
      'Holds all the seats for the hold token, or none (409 seatsAlreadyOccupied, details.objects); ' +
      'a waiting-room event needs the pass (403 waitingRoomPassRequired) and answers it renewed in `x-waiting-room-pass`',
    params: uuidParams,
    headers: waitingRoomPassHeaders,
    body: seatActionBody,
    responses: { 200: seatActionAnswer, ...errorResponses(404, 409), ...accountErrors },
  }),
  release: contract({
    method: 'POST',
    path: '/events/{uuid}/actions/release',
    tags,
    summary: 'Releases the seats the hold token holds among those named',
    params: uuidParams,
    body: seatActionBody,
    responses: { 200: seatReleaseAnswer, ...errorResponses(404, 409), ...accountErrors },
  }),
  holdBestAvailable: contract({
    method: 'POST',
    path: '/events/{uuid}/actions/hold-best-available',
    tags,
    summary:
      'Holds the best `number` adjacent seats of a category, closest to the stage, leaving no single seat alone; ' +
      'a waiting-room event needs the pass as for holds',
    params: uuidParams,
    headers: waitingRoomPassHeaders,
    body: bestAvailableBody,
    responses: { 200: seatActionAnswer, ...errorResponses(404, 409), ...accountErrors },
  }),
};
