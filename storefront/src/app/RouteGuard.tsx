import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { RouteName } from '@tribuna/common/routes';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { openBackOffice } from '../lib/backOffice';
import { decideGuard, readMaintenanceOverride, type GuardDecision } from './guards';
import { useLocale } from '../lib/locale';
import { publicConfigQuery } from '../lib/publicConfig';
import { useSession } from '../lib/session';

function BackOffice() {
  const locale = useLocale();
  useEffect(() => openBackOffice(locale), [locale]);
  return <PageLoading />;
}

/**
 * Applies the route guards to one route. Like a router's navigation guard, the decision is made
 * once per navigation: signing in on the login page does not make the auth rule snatch the page
 * from the login flow, which then goes where it means to.
 */
export function RouteGuard({ route, children }: { route: RouteName | null; children: ReactNode }) {
  const location = useLocation();
  const locale = useLocale();
  const config = useQuery(publicConfigQuery);
  const session = useSession();
  const live = decideGuard({
    route,
    locale,
    location: location.pathname + location.search,
    config: config.data ?? (config.isError ? 'unavailable' : 'loading'),
    // Read only during maintenance: a browser's first reading of its storage can hold up a phone
    // while it takes the page over.
    maintenanceOverride: config.data?.maintenanceMode ? readMaintenanceOverride() : false,
    session,
  });
  const [decided, setDecided] = useState<{ key: string; decision: GuardDecision } | null>(null);
  if (live.kind !== 'wait' && decided?.key !== location.key)
    setDecided({ key: location.key, decision: live });
  const decision = decided?.key === location.key ? decided.decision : live;

  switch (decision.kind) {
    case 'wait':
      return <PageLoading />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'backOffice':
      return <BackOffice />;
    case 'notFound':
      return <NotFound />;
    case 'render':
      return children;
  }
}
