import { Box, Button, Card, CardActions, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Loading, useCanAccess, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { formatMoney } from '@tribuna/common/money';
import type { ContentType } from '@tribuna/common/schemas/content';
import type { AdminDashboard, RefundsTotal, SalesTotal } from '@tribuna/common/schemas/dashboard';
import { resourceOfType } from '../content/ContentList';
import type { AdminDataProvider } from '../providers/dataProvider';

/** A list of the back office with its filter set, as react-admin reads it from the address. */
export function listLink(path: string, filter: Record<string, unknown>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

function MetricCard({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>{actions}</CardActions>
    </Card>
  );
}

/** Sums per currency, each with how many orders (or refunds, `countKey`) make it. */
function Totals({
  totals,
  empty,
  countKey = 'admin.home.paidOrders',
}: {
  totals: (SalesTotal | RefundsTotal)[];
  empty: string;
  countKey?: string;
}) {
  const translate = useTranslate();
  if (totals.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      {totals.map((total) => (
        <Typography key={total.currency}>
          <strong>{formatMoney(total.amount, total.currency)}</strong>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({translate(countKey, { count: 'orders' in total ? total.orders : total.refunds })})
          </Typography>
        </Typography>
      ))}
    </>
  );
}

/**
 * The morning's numbers on the admin home: sales (and refunds) today and this week per currency, tickets sold
 * for the upcoming events, active memberships, orders to resolve and the latest published content.
 * The server answers only the cards of the lists the user may read; each card leads to its list,
 * filtered to what the card counts.
 */
export function DashboardCards() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const tickets = useCanAccess({ resource: 'tickets', action: 'list' });
  const home = useQuery<AdminDashboard>({ queryKey: ['dashboard'], queryFn: () => dataProvider.dashboard() });
  if (home.isPending) return <Loading />;
  if (home.isError) return <Typography color="error">{translate('admin.home.loadFailed')}</Typography>;
  const { sales, upcomingEvents, memberships, ordersToResolve, refunds, latestContent } = home.data;
  const list = (resource: string) => createPath({ resource, type: 'list' });
  const cards: ReactNode[] = [];

  if (sales) {
    cards.push(
      <MetricCard
        key="sales"
        id="home-sales"
        title={translate('admin.home.salesTitle')}
        actions={
          <>
            <Button
              component={Link}
              to={listLink(list('orders'), { status: 'accepted', from: sales.todayFrom })}
            >
              {translate('admin.home.ordersToday')}
            </Button>
            <Button
              component={Link}
              to={listLink(list('orders'), { status: 'accepted', from: sales.weekFrom })}
            >
              {translate('admin.home.ordersWeek')}
            </Button>
          </>
        }
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <Box>
            <Typography variant="overline">{translate('admin.home.salesToday')}</Typography>
            <Totals totals={sales.today} empty={translate('admin.home.noSales')} />
          </Box>
          <Box>
            <Typography variant="overline">{translate('admin.home.salesWeek')}</Typography>
            <Totals totals={sales.week} empty={translate('admin.home.noSales')} />
          </Box>
        </Box>
      </MetricCard>,
    );
  }

  if (refunds) {
    cards.push(
      <MetricCard
        key="refunds"
        id="home-refunds"
        title={translate('admin.home.refundsTitle')}
        actions={
          <Button component={Link} to={list('refunds')}>
            {translate('admin.home.allRefunds')}
          </Button>
        }
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <Box>
            <Typography variant="overline">{translate('admin.home.salesToday')}</Typography>
            <Totals
              totals={refunds.today}
              empty={translate('admin.home.noRefunds')}
              countKey="admin.home.refundCount"
            />
          </Box>
          <Box>
            <Typography variant="overline">{translate('admin.home.salesWeek')}</Typography>
            <Totals
              totals={refunds.week}
              empty={translate('admin.home.noRefunds')}
              countKey="admin.home.refundCount"
            />
          </Box>
        </Box>
        {refunds.pending > 0 && (
          <Typography sx={{ mt: 1 }}>
            <Link to={listLink(list('refunds'), { status: 'pending' })}>
              {translate('admin.home.pendingRefunds', { count: refunds.pending })}
            </Link>
          </Typography>
        )}
      </MetricCard>,
    );
  }

  if (ordersToResolve) {
    cards.push(
      <MetricCard key="orders" id="home-orders" title={translate('admin.home.ordersTitle')} actions={null}>
        <Typography>
          <Link to={listLink(list('orders'), { status: 'pending' })}>
            {translate('admin.home.pendingOrders', { count: ordersToResolve.pending })}
          </Link>
        </Typography>
        <Typography>
          <Link to={listLink(list('orders'), { flaggedForStaff: 'true' })}>
            {translate('admin.home.flaggedOrders', { count: ordersToResolve.flagged })}
          </Link>
        </Typography>
      </MetricCard>,
    );
  }

  if (upcomingEvents) {
    cards.push(
      <MetricCard
        key="events"
        id="home-events"
        title={translate('admin.home.eventsTitle')}
        actions={
          <Button component={Link} to={listLink(list('events'), { period: 'upcoming' })}>
            {translate('admin.home.allEvents')}
          </Button>
        }
      >
        {upcomingEvents.length === 0 && (
          <Typography color="text.secondary">{translate('admin.home.noEvents')}</Typography>
        )}
        {upcomingEvents.map((event) => (
          <Box key={event.uuid} sx={{ mb: 1.5 }}>
            <Link
              to={
                tickets.canAccess
                  ? listLink(list('tickets'), { eventUuid: event.uuid })
                  : createPath({ resource: 'events', type: 'edit', id: event.uuid })
              }
            >
              {event.name.cs}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {formatDateTime(event.startsAt)}
            </Typography>
            <Typography variant="body2">
              {event.capacity === null
                ? translate('admin.home.soldUnlimited', { sold: event.sold })
                : translate('admin.home.sold', { sold: event.sold, capacity: event.capacity })}
            </Typography>
            {event.capacity !== null && event.capacity > 0 && (
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (event.sold / event.capacity) * 100)}
                aria-label={event.name.cs}
              />
            )}
          </Box>
        ))}
      </MetricCard>,
    );
  }

  if (memberships) {
    cards.push(
      <MetricCard
        key="memberships"
        id="home-memberships"
        title={translate('admin.home.membershipsTitle')}
        actions={
          <Button component={Link} to={list('subscriptions')}>
            {translate('admin.home.allMemberships')}
          </Button>
        }
      >
        <Typography variant="h5" component="p">
          {translate('admin.home.activeMemberships', { count: memberships.active })}
        </Typography>
        {memberships.plans.map((membership) => (
          <Typography key={membership.uuid} variant="body2">
            <Link to={createPath({ resource: 'subscriptions', type: 'edit', id: membership.uuid })}>
              {membership.name.cs}
            </Link>
            : {membership.active}
          </Typography>
        ))}
      </MetricCard>,
    );
  }

  if (latestContent) {
    cards.push(
      <MetricCard
        key="content"
        id="home-content"
        title={translate('admin.home.contentTitle')}
        actions={
          <Button component={Link} to={listLink(list('content'), { status: 'published' })}>
            {translate('admin.home.allContent')}
          </Button>
        }
      >
        {latestContent.length === 0 && (
          <Typography color="text.secondary">{translate('admin.home.noContent')}</Typography>
        )}
        {latestContent.map((item) => (
          <Typography key={item.uuid} variant="body2">
            <Link
              to={createPath({
                resource: resourceOfType[item.type as ContentType],
                type: 'edit',
                id: item.uuid,
              })}
            >
              {item.title}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {translate(`resources.content.types.${item.type}`)}
              {item.publishedAt ? ` · ${formatDateTime(item.publishedAt)}` : ''}
            </Typography>
          </Typography>
        ))}
      </MetricCard>,
    );
  }

  if (cards.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {cards}
    </Box>
  );
}
