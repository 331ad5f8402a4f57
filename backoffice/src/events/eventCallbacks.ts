import type { ResourceCallbacks } from 'react-admin';

// The conversions (and the seating plan's with them) load with the first event opened or saved,
// not with the back office: an event's screens bring the plan editor's code anyway.
const conversions = () => import('./eventInput');

export const eventCallbacks: ResourceCallbacks = {
  resource: 'events',
  afterGetOne: async (result, dataProvider) => ({
    ...result,
    data: await (await conversions()).withPlan(result.data, dataProvider),
  }),
  beforeCreate: async (params) => ({ ...params, data: (await conversions()).toEventInput(params.data) }),
  beforeUpdate: async (params) => ({ ...params, data: (await conversions()).toEventInput(params.data) }),
};
