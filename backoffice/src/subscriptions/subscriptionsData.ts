import { defineResourceData } from '../providers/resourceData';
import { subscriptionCallbacks } from './subscriptionCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const subscriptionsData = defineResourceData({
  resource: 'subscriptions',
  callbacks: subscriptionCallbacks,
});
