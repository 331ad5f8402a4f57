import { adminDashboard } from '../schemas/dashboard';
import { adminErrors, contract } from './contract';

export const dashboardContracts = {
  get: contract({
    method: 'GET',
    path: '/admin/dashboard',
    tags: ['admin: dashboard'],
    summary: "The back office's home: sales, upcoming events, memberships, orders to resolve, latest content",
    responses: { 200: adminDashboard, ...adminErrors },
  }),
};
