import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onConsentChange, readConsent } from '../lib/consent';
import { publicConfigQuery } from '../lib/publicConfig';
import { initOptions, startPush, type BellTexts, type PushController, type PushSdk } from '../lib/push';
import { useSession } from '../lib/session';

// One per page: OneSignal's SDK is initialised once and keeps its state for the page's life.
let controller: PushController | null = null;

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
    controller = startPush({
      load: async () => (await import('react-onesignal')).default as unknown as PushSdk,
      options: initOptions({ appId, sdkUrl }, t('pushBell', { returnObjects: true }) as BellTexts),
      readConsent,
      onConsentChange,
      onError: (error) => console.warn('Push notifications are unavailable:', error),
    });
  }, [appId, sdkUrl, t]);

  useEffect(() => {
    controller?.setIdentity(userUuid);
  }, [userUuid, appId, sdkUrl]);

  return null;
}
