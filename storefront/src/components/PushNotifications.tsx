import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onConsentChange, readConsent } from '../lib/consent';
import { publicConfigQuery } from '../lib/publicConfig';
import type { BellTexts, PushController, PushSdk } from '../lib/push';
import { useSession } from '../lib/session';

// One per page: OneSignal's SDK is initialised once and keeps its state for the page's life. The
// controller's module loads only where push is configured, not with every page's first scripts.
let controller: Promise<PushController> | null = null;

/**
 * OneSignal's bell and the signed-in user's push identity, when push is configured; the SDK loads
 * only after the visitor's consent (lib/push.ts).
 */
export function PushNotifications() {
  const { data: config } = useQuery(publicConfigQuery);
  const { user } = useSession();
  const { t } = useTranslation();
  const appId = config?.pushAppId;
  const sdkUrl = config?.pushSdkUrl;
  const userUuid = user?.uuid ?? null;

  useEffect(() => {
    if (!appId || !sdkUrl || controller) return;
    const texts = t('pushBell', { returnObjects: true }) as BellTexts;
    const onError = (error: unknown) => console.warn('Push notifications are unavailable:', error);
    controller = import('../lib/push').then(({ initOptions, startPush }) =>
      startPush({
        load: async () => (await import('react-onesignal')).default as unknown as PushSdk,
        options: initOptions({ appId, sdkUrl }, texts),
        readConsent,
        onConsentChange,
        onError,
      }),
    );
    controller.catch(onError);
  }, [appId, sdkUrl, t]);

  useEffect(() => {
    // Promise callbacks run in the order they were added: the latest identity is the last applied.
    void controller?.then(
      (started) => started.setIdentity(userUuid),
      () => undefined,
    );
  }, [userUuid, appId, sdkUrl]);

  return null;
}
