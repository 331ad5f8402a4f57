import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a page rendered on the server leaves its title and description (effects do not run there). */
export interface PageMetaCollector {
  title: string;
  description: string;
  /** A page of one item (an article…) with its picture, for link previews. */
  image?: { url: string; width: number | null; height: number | null } | null;
  kind?: 'website' | 'article';
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/**
 * Sets the document title ("Startuje nová sezóna · Tribuna") and the meta description of the page
 * on every navigation and language change. Rendered after the route's own default, a page's more
 * specific title (an article's) wins because effects run in render order.
 */
export function PageMeta({
  title,
  description,
  bare,
  image,
  kind,
}: {
  title: string;
  description: string;
  bare?: boolean;
  /** The item's picture and kind, for the link previews of the page rendered on the server. */
  image?: PageMetaCollector['image'];
  kind?: PageMetaCollector['kind'];
}) {
  const { t, i18n } = useTranslation();
  const full = bare ? title : `${title} · ${t('common.appName')}`;
  // On the server: rendered in the same order as the effects run, so the page's own title wins here too.
  const collector = useContext(PageMetaContext);
  if (collector) {
    collector.title = full;
    collector.description = description;
    if (image !== undefined) collector.image = image;
    if (kind) collector.kind = kind;
  }
  useEffect(() => {
    document.title = full;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [full, description, i18n.language]);
  return null;
}

export type PageMetaKey =
  | 'home'
  | 'articles'
  | 'subscriptions'
  | 'article'
  | 'benefits'
  | 'contact'
  | 'media'
  | 'about'
  | 'faq'
  | 'benefit'
  | 'galleries'
  | 'gallery'
  | 'videoArchives'
  | 'videoArchive'
  | 'audioArchives'
  | 'audioArchive'
  | 'maintenance'
  | 'login'
  | 'registration'
  | 'registrationConfirmation'
  | 'acceptTerms'
  | 'forgottenPassword'
  | 'forgottenPasswordSent'
  | 'passwordRecovery'
  | 'account'
  | 'order'
  | 'orderCompleted'
  | 'events'
  | 'event'
  | 'ticketOrder'
  | 'ticketTransfer'
  | 'subscriptionOrder'
  | 'subscriptionOrderCompleted'
  | 'voucherOrder'
  | 'notFound'
  | 'developer';

/** The title and description a route has from the texts (`pageMeta.<key>`). */
export function RouteMeta({ metaKey }: { metaKey: PageMetaKey }) {
  const { t } = useTranslation();
  return (
    <PageMeta
      title={t(`pageMeta.${metaKey}.title`)}
      description={t(`pageMeta.${metaKey}.description`)}
      bare={metaKey === 'home'}
    />
  );
}
