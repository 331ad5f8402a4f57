import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  Link,
  Loading,
  Title,
  useBasename,
  useCanAccess,
  useCreatePath,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ticketReviewPath } from '../adminPaths';
import { VOUCHER_GENERATION_PATH } from '../vouchers/generationPath';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DashboardCards } from './DashboardCards';

function HomeCard({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}

/** The few newest records of a resource, each linking to its edit screen. */
function RecentList({
  resource,
  sortField,
  primary,
  empty,
}: {
  resource: string;
  sortField: string;
  primary: (record: RaRecord) => string;
  empty: string;
}) {
  const createPath = useCreatePath();
  const { data, isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 5 },
    sort: { field: sortField, order: 'DESC' },
  });
  if (isPending) return <Loading />;
  if (!data?.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {data.map((record) => (
        <ListItem key={record.id} disableGutters>
          <ListItemText
            primary={
              <Link to={createPath({ resource, type: 'edit', id: record.id })}>{primary(record)}</Link>
            }
            secondary={typeof record[sortField] === 'string' ? formatDateTime(record[sortField]) : null}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The admin home (`/admin`): a card for each part of the back office the user may use, so every
 * role starts on a page of its own: editors see their latest articles and can write a new one,
 * user administrators the newest users, ticket checkers the way to ticket review; an
 * administrator sees all of them. Above them, the morning's numbers (`DashboardCards`). A staff
 * account with none of them is told so.
 */
export function AdminHome() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const articles = useCanAccess({ resource: 'articles', action: 'list' });
  const users = useCanAccess({ resource: 'users', action: 'list' });
  const gate = useCanAccess({ resource: 'tickets', action: 'check' });
  const vouchers = useCanAccess({ resource: 'vouchers', action: 'list' });
  const voucherCreate = useCanAccess({ resource: 'vouchers', action: 'create' });
  const dispatch = useCanAccess({ resource: 'order-vouchers', action: 'list' });
  const voucherShip = useCanAccess({ resource: 'order-vouchers', action: 'ship' });
  // The lists behind the numbers of `DashboardCards`.
  const orders = useCanAccess({ resource: 'orders', action: 'list' });
  const events = useCanAccess({ resource: 'events', action: 'list' });
  const subscriptions = useCanAccess({ resource: 'subscriptions', action: 'list' });
  const content = useCanAccess({ resource: 'content', action: 'list' });
  if (
    articles.isPending ||
    users.isPending ||
    gate.isPending ||
    vouchers.isPending ||
    voucherCreate.isPending ||
    dispatch.isPending ||
    voucherShip.isPending ||
    orders.isPending ||
    events.isPending ||
    subscriptions.isPending ||
    content.isPending
  )
    return <Loading />;

  const title = translate('admin.home.title');
  const numbers = orders.canAccess || events.canAccess || subscriptions.canAccess || content.canAccess;
  const cards: ReactNode[] = [];
  if (articles.canAccess) {
    cards.push(
      <HomeCard
        key="articles"
        title={translate('admin.home.recentArticles')}
        actions={
          <>
            <CreateButton resource="articles" label="resources.articles.page.create" variant="contained" />
            <Button component={Link} to={createPath({ resource: 'articles', type: 'list' })}>
              {translate('admin.home.allArticles')}
            </Button>
          </>
        }
      >
        <RecentList
          resource="articles"
          sortField="updatedAt"
          primary={(record) => String(record.title?.cs ?? '')}
          empty={translate('admin.home.noArticles')}
        />
      </HomeCard>,
    );
  }
  if (users.canAccess) {
    cards.push(
      <HomeCard
        key="users"
        title={translate('admin.home.recentUsers')}
        actions={
          <Button component={Link} to={createPath({ resource: 'users', type: 'list' })}>
            {translate('admin.home.allUsers')}
          </Button>
        }
      >
        <RecentList
          resource="users"
          sortField="createdAt"
          primary={(record) => String(record.email ?? '')}
          empty={translate('ra.navigation.no_results')}
        />
      </HomeCard>,
    );
  }
  if (gate.canAccess) {
    cards.push(
      <HomeCard
        key="tickets"
        title={translate('admin.ticketReview.menu')}
        actions={
          <Button component={Link} to={`${basename}${ticketReviewPath('cs')}`} variant="contained">
            {translate('admin.home.openTicketReview')}
          </Button>
        }
      >
        <Typography>{translate('admin.home.ticketReviewText')}</Typography>
      </HomeCard>,
    );
  }
  if (dispatch.canAccess && voucherShip.canAccess) {
    // Package dispatchers start here: the printed vouchers still to be sent.
    cards.push(
      <HomeCard
        key="dispatch"
        title={translate('resources.order-vouchers.name', { smart_count: 1 })}
        actions={
          <Button
            component={Link}
            to={createPath({ resource: 'order-vouchers', type: 'list' })}
            variant="contained"
          >
            {translate('admin.home.openDispatch')}
          </Button>
        }
      >
        <Typography>{translate('admin.home.dispatchText')}</Typography>
      </HomeCard>,
    );
  }
  if (vouchers.canAccess) {
    cards.push(
      <HomeCard
        key="vouchers"
        title={translate('resources.vouchers.name', { smart_count: 2 })}
        actions={
          <>
            {voucherCreate.canAccess && (
              <Button component={Link} to={`${basename}${VOUCHER_GENERATION_PATH}`} variant="contained">
                {translate('admin.home.generateVouchers')}
              </Button>
            )}
            <Button component={Link} to={createPath({ resource: 'vouchers', type: 'list' })}>
              {translate('admin.home.openVouchers')}
            </Button>
          </>
        }
      >
        <Typography>{translate('admin.home.vouchersText')}</Typography>
      </HomeCard>,
    );
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {numbers && <DashboardCards />}
      {cards.length ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {cards}
        </Box>
      ) : numbers ? null : (
        <Card>
          <CardContent>
            <Typography>{translate('admin.home.nothing')}</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
