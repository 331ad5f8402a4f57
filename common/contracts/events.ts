import { listResponse, uuidParams } from '../schemas/common';
import {
  adminEvent,
  adminEventListQuery,
  eventInput,
  publicEvent,
  publicEventListQuery,
} from '../schemas/events';
import { copySeatingPlanBody, seatingPlan, seatingPlanInput } from '../schemas/seating';
import { adminErrors, contract, errorResponses } from './contract';

const tags = ['events'];
const adminTags = ['admin: events'];

/** Events, public side: the list (upcoming or past) and one event, in the visitor's language. */
export const eventContracts = {
  list: contract({
    method: 'GET',
    path: '/events',
    tags,
    summary:
      'Published events, upcoming (soonest first) or past (latest first), with prices from and availability',
    query: publicEventListQuery,
    responses: { 200: listResponse(publicEvent), ...errorResponses(400) },
  }),
  get: contract({
    method: 'GET',
    path: '/events/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicEvent, ...errorResponses(400, 404) },
  }),
};

/** Events for staff (`event_admin`), with the seating plan embedded or as a sub-resource. */
export const adminEventContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/events',
    tags: adminTags,
    query: adminEventListQuery,
    responses: { 200: listResponse(adminEvent), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/events',
    tags: adminTags,
    body: eventInput,
    responses: { 201: adminEvent, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/events/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminEvent, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/events/{uuid}',
    tags: adminTags,
    summary:
      'Changes an event; a plan or categories that would drop seats held or booked answer seatsAlreadyOccupied',
    params: uuidParams,
    body: eventInput,
    responses: { 200: adminEvent, ...errorResponses(409), ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/events/{uuid}',
    tags: adminTags,
    summary: 'Deletes an event with no seat held or booked (else seatsAlreadyOccupied)',
    params: uuidParams,
    responses: { 200: adminEvent, ...errorResponses(409), ...adminErrors },
  }),
  seatingPlan: contract({
    method: 'GET',
    path: '/admin/events/{uuid}/seating-plan',
    tags: adminTags,
    summary: "The event's seating plan (seatingPlanNotFound for general admission)",
    params: uuidParams,
    responses: { 200: seatingPlan, ...adminErrors },
  }),
  saveSeatingPlan: contract({
    method: 'PUT',
    path: '/admin/events/{uuid}/seating-plan',
    tags: adminTags,
    summary: "Replaces the event's seating plan (the event becomes seated)",
    params: uuidParams,
    body: seatingPlanInput,
    responses: { 200: seatingPlan, ...errorResponses(409), ...adminErrors },
  }),
  copySeatingPlan: contract({
    method: 'POST',
    path: '/admin/events/{uuid}/seating-plan/copy',
    tags: adminTags,
    summary:
      "Copies the event's seating plan (and the categories its seats use) to another event; answers the target's plan",
    params: uuidParams,
    body: copySeatingPlanBody,
    responses: { 200: seatingPlan, ...errorResponses(409), ...adminErrors },
  }),
};
