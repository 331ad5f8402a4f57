import { Loading, Navigate, useCreatePath, useGetOne, useParams } from 'react-admin';

/**
 * The spec's feature detail path `/admin/featury/{uuid}/detail` is a subscription's detail too (a
 * subscription has no detail path of its own): the uuid is looked up as a feature first, then as a
 * subscription. The found record's screen reuses the same query, so nothing loads twice; a uuid of
 * neither lands on the feature detail, which says it is not found.
 */
export function FeatureDetailPath() {
  const { uuid = '' } = useParams();
  const createPath = useCreatePath();
  const feature = useGetOne('features', { id: uuid }, { retry: false });
  const subscription = useGetOne('subscriptions', { id: uuid }, { retry: false, enabled: feature.isError });
  if (feature.isPending || (feature.isError && subscription.isPending)) return <Loading />;
  const resource = feature.isError && subscription.isSuccess ? 'subscriptions' : 'features';
  return <Navigate to={createPath({ resource, type: 'show', id: uuid })} replace />;
}
