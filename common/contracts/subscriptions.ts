import { listResponse, uuidParams } from '../schemas/common';
import {
  adminSubscription,
  adminSubscriptionListQuery,
  publicSubscription,
  publicSubscriptionList,
  subscriptionAvailabilityList,
  subscriptionByPrice,
  subscriptionInput,
  subscriptionsByDisplayFeature,
  subscriptionsByDisplayFeatureBody,
  userSubscription,
} from '../schemas/subscriptions';
import { accountErrors, adminErrors, contract, errorResponses } from './contract';

const adminTags = ['admin: subscriptions'];
const tags = ['subscriptions'];

export const adminSubscriptionContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/subscriptions',
    tags: adminTags,
    query: adminSubscriptionListQuery,
    responses: { 200: listResponse(adminSubscription), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/subscriptions',
    tags: adminTags,
    body: subscriptionInput,
    responses: { 201: adminSubscription, ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/subscriptions/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminSubscription, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/subscriptions/{uuid}',
    tags: adminTags,
    summary:
      'Replaces a membership; price variants sent with their uuid keep it, a removed variant that was sold is archived',
    params: uuidParams,
    body: subscriptionInput,
    responses: { 200: adminSubscription, ...errorResponses(409), ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/subscriptions/{uuid}',
    tags: adminTags,
    summary: 'Deletes a membership that nobody holds now',
    params: uuidParams,
    responses: { 200: adminSubscription, ...errorResponses(409), ...adminErrors },
  }),
};

export const subscriptionContracts = {
  list: contract({
    method: 'GET',
    path: '/subscriptions',
    tags,
    summary: 'The plans on sale, in the X-App-Lang language; `owned` when an id-token is sent',
    responses: { 200: publicSubscriptionList },
  }),
  availability: contract({
    method: 'GET',
    path: '/subscriptions/availability',
    tags,
    responses: { 200: subscriptionAvailabilityList },
  }),
  get: contract({
    method: 'GET',
    path: '/subscriptions/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicSubscription, ...errorResponses(400, 404) },
  }),
  byPrice: contract({
    method: 'GET',
    path: '/subscriptions/by-subscription-price/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: subscriptionByPrice, ...errorResponses(400, 404) },
  }),
  byDisplayFeature: contract({
    method: 'POST',
    path: '/subscriptions/public-subscriptions-by-display-feature',
    tags,
    summary: 'The plans on sale that give any of these display features (the paywall offers them)',
    body: subscriptionsByDisplayFeatureBody,
    responses: { 200: subscriptionsByDisplayFeature, ...errorResponses(400) },
  }),
  cancel: contract({
    method: 'DELETE',
    path: '/auth/subscription/{uuid}',
    tags: ['auth', ...tags],
    summary: "Ends the caller's membership now",
    params: uuidParams,
    responses: { 200: userSubscription, ...errorResponses(404), ...accountErrors },
  }),
  stopRenewal: contract({
    method: 'DELETE',
    path: '/auth/subscription/{uuid}/recurrent-payment',
    tags: ['auth', ...tags],
    summary: "Stops the renewal of the caller's membership; it stays valid until its period ends",
    params: uuidParams,
    responses: { 200: userSubscription, ...errorResponses(404), ...accountErrors },
  }),
};
