import { afterEach, describe, expect, it } from 'vitest';
import { shellCs } from '@tribuna/common/i18n/shell';
import { onConsentChange, readConsent, saveConsent } from './consent';
import { initOptions, startPush, type PushInitOptions, type PushSdk } from './push';

afterEach(() => window.localStorage.clear());

/** OneSignal's SDK as the storefront sees it (react-onesignal), recording every call. */
function fakeSdk(state: { permission?: boolean; optedIn?: boolean } = {}) {
  const calls: string[] = [];
  let loads = 0;
  const sdk: PushSdk = {
    init: async (options: PushInitOptions) => void calls.push(`init ${options.appId}`),
    setConsentGiven: async (given) => void calls.push(`consent ${given}`),
    login: async (id) => void calls.push(`login ${id}`),
    logout: async () => void calls.push('logout'),
    Notifications: { permission: state.permission ?? false },
    User: {
      PushSubscription: {
        optedIn: state.optedIn,
        optIn: async () => void calls.push('optIn'),
      },
    },
  };
  return {
    calls,
    loads: () => loads,
    load: async () => {
      loads += 1;
      calls.push('load');
      return sdk;
    },
  };
}

const options = initOptions({ appId: 'app', sdkUrl: 'https://cdn.example/sdk.js' }, shellCs.pushBell);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const consent = (notifications: boolean) =>
  saveConsent({ analytics: false, marketing: false, notifications });

function start(sdk: ReturnType<typeof fakeSdk>) {
  return startPush({
    load: sdk.load,
    options,
    readConsent,
    onConsentChange,
    onError: (error) => {
      throw error;
    },
  });
}

describe('push notifications after consent', () => {
  it('loads nothing before consent, then initialises, says consent was given, and logs the user in', async () => {
    const sdk = fakeSdk();
    const push = start(sdk);
    push.setIdentity('user-1');
    await settled();
    expect(sdk.loads()).toBe(0);

    consent(false);
    await settled();
    expect(sdk.loads()).toBe(0);

    consent(true);
    await settled();
    expect(sdk.calls).toEqual(['load', 'init app', 'consent true', 'login user-1']);
  });

  it('passes later consent changes straight to the provider, without initialising again', async () => {
    consent(true);
    const sdk = fakeSdk();
    start(sdk);
    await settled();
    expect(sdk.calls).toEqual(['load', 'init app', 'consent true']);
    consent(false);
    consent(true);
    await settled();
    expect(sdk.calls).toEqual(['load', 'init app', 'consent true', 'consent false', 'consent true']);
    expect(sdk.loads()).toBe(1);
  });

  it('logs the push identity in and out only after initialisation, the latest one winning', async () => {
    const sdk = fakeSdk();
    const push = start(sdk);
    push.setIdentity('user-1');
    push.setIdentity(null);
    push.setIdentity('user-2');
    consent(true);
    await settled();
    expect(sdk.calls).toEqual(['load', 'init app', 'consent true', 'login user-2']);
    push.setIdentity(null);
    await settled();
    expect(sdk.calls.at(-1)).toBe('logout');
  });

  it('subscribes a browser that still allows notifications again, without asking', async () => {
    consent(true);
    const allowed = fakeSdk({ permission: true, optedIn: false });
    start(allowed);
    await settled();
    expect(allowed.calls).toContain('optIn');

    window.localStorage.clear();
    consent(true);
    const undecided = fakeSdk({ permission: false, optedIn: false });
    start(undecided);
    await settled();
    expect(undecided.calls).not.toContain('optIn');
  });

  it('gives the bell the spec’s Czech texts and keeps OneSignal’s worker in its own scope', () => {
    expect(options).toMatchObject({
      scriptSrc: 'https://cdn.example/sdk.js',
      requiresUserPrivacyConsent: true,
      serviceWorkerParam: { scope: '/push/onesignal/' },
      serviceWorkerPath: 'push/onesignal/OneSignalSDKWorker.js',
    });
    expect(options.notifyButton.text).toEqual({
      'tip.state.unsubscribed': 'Přihlásit se k odběru notifikací',
      'tip.state.subscribed': 'Jste přihlášen k odběru notifikací',
      'tip.state.blocked': 'Zablokovali jste notifikace',
      'message.prenotify': 'Klikněte pro přihlášení k odběru notifikací',
      'message.action.subscribing': 'Povolte notifikace v okně prohlížeče',
      'message.action.subscribed': 'Děkujeme za přihlášení k odběru!',
      'message.action.resubscribed': 'Jste přihlášen k odběru notifikací',
      'message.action.unsubscribed': 'Už nebudete dostávat notifikace',
      'dialog.main.title': 'Správa notifikací webu',
      'dialog.main.button.subscribe': 'PŘIHLÁSIT SE K ODBĚRU',
      'dialog.main.button.unsubscribe': 'ODHLÁSIT ODBĚR',
      'dialog.blocked.title': 'Odblokování notifikací',
      'dialog.blocked.message': 'Sledujte tyto instrukce pro povolení notifikací:',
    });
  });
});
