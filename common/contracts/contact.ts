import { z } from 'zod';
import {
  adminContactMessage,
  adminContactMessageListQuery,
  contactMessageInput,
  contactMessageUpdate,
} from '../schemas/contact';
import { listResponse, uuidParams, uuidSchema } from '../schemas/common';
import { adminErrors, contract } from './contract';

const adminTags = ['admin: contact messages'];

export const contactContracts = {
  send: contract({
    method: 'POST',
    path: '/contact',
    tags: ['contact'],
    summary: 'Sends a message from the contact page to the staff (captcha action `contact-form`)',
    body: contactMessageInput,
    responses: { 201: z.object({ uuid: uuidSchema }) },
  }),
};

export const adminContactContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/contact-messages',
    tags: adminTags,
    query: adminContactMessageListQuery,
    responses: { 200: listResponse(adminContactMessage), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/contact-messages/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminContactMessage, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/contact-messages/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: contactMessageUpdate,
    responses: { 200: adminContactMessage, ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/contact-messages/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminContactMessage, ...adminErrors },
  }),
};
