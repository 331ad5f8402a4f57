import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogContracts } from '@tribuna/common/contracts/auditLog';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { toAdminAuditEntry, type AuditLogService } from './auditLog.service';

export const adminAuditLogRoutes =
  (deps: { guards: AuthGuards; service: AuditLogService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, auditLogContracts.list, {
      onRequest: requirePermission('audit-log', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminAuditEntry), total };
      },
    });
    route(app, auditLogContracts.get, {
      onRequest: requirePermission('audit-log', 'show'),
      handler: async (request) => toAdminAuditEntry(await deps.service.get(request.params.uuid)),
    });
  };
