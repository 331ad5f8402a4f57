import { defineDomain, type AppContext, type Domains } from '../../domain';
import { registerAudit } from '../../plugins/audit';
import { createAuditLogRepository } from './auditLog.repository';
import { adminAuditLogRoutes } from './auditLog.routes';
import { createAuditLogService, type AuditLogService } from './auditLog.service';

declare module '../../domain' {
  interface Domains {
    auditLog: AuditLogService;
  }
}

/** Staff's changes, recorded by the guards they pass: the audit plugin must see every route added. */
export const auditLogDomain = defineDomain({
  name: 'auditLog',
  needs: ['auth'],
  create: ({
    app,
    db,
    apiPrefix,
    auth,
  }: Pick<AppContext, 'app' | 'db' | 'apiPrefix'> & Pick<Domains, 'auth'>) => {
    const service = createAuditLogService({ audit: createAuditLogRepository(db) });
    registerAudit(app, { service, apiPrefix });
    return { provides: service, routes: { admin: [adminAuditLogRoutes({ guards: auth.guards, service })] } };
  },
});
