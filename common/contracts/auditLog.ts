import { adminAuditEntry, adminAuditListQuery } from '../schemas/auditLog';
import { listResponse, uuidParams } from '../schemas/common';
import { adminErrors, contract } from './contract';

const tags = ['admin: audit log'];

/** Read-only: entries are written by the server itself whenever staff change something. */
export const auditLogContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/audit-log',
    tags,
    summary: 'What staff changed, newest first by default; filters by person, resource and days',
    query: adminAuditListQuery,
    responses: { 200: listResponse(adminAuditEntry), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/audit-log/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: adminAuditEntry, ...adminErrors },
  }),
};
