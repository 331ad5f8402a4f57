import type { ConsentState } from './consent';

/** OneSignal's service worker lives under its own scope, apart from the app's service worker. */
export const PUSH_SERVICE_WORKER_SCOPE = '/push/onesignal/';

/** The bell's texts in the page's language (i18n `pushBell.*`), by OneSignal's keys. */
export interface BellTexts {
  tipUnsubscribed: string;
  tipSubscribed: string;
  tipBlocked: string;
  prenotify: string;
  subscribing: string;
  subscribed: string;
  resubscribed: string;
  unsubscribed: string;
  dialogTitle: string;
  subscribe: string;
  unsubscribe: string;
  blockedTitle: string;
  blockedMessage: string;
}

/** The part of the OneSignal SDK (react-onesignal) that Tribuna uses. */
export interface PushSdk {
  init(options: PushInitOptions): Promise<void>;
  setConsentGiven(consent: boolean): Promise<void>;
  login(externalId: string): Promise<void>;
  logout(): Promise<void>;
  Notifications: { readonly permission: boolean };
  User: { PushSubscription: { readonly optedIn: boolean | undefined; optIn(): Promise<void> } };
}

export interface PushInitOptions {
  appId: string;
  scriptSrc: string;
  requiresUserPrivacyConsent: boolean;
  serviceWorkerPath: string;
  serviceWorkerParam: { scope: string };
  allowLocalhostAsSecureOrigin: boolean;
  welcomeNotification: { disable: boolean; message: string };
  notifyButton: {
    enable: boolean;
    prenotify: boolean;
    showCredit: boolean;
    position: 'bottom-right';
    text: Record<string, string>;
  };
}

export function initOptions(config: { appId: string; sdkUrl: string }, texts: BellTexts): PushInitOptions {
  return {
    appId: config.appId,
    scriptSrc: config.sdkUrl,
    // Nothing is stored or sent until the visitor's consent is passed on (spec section 4).
    requiresUserPrivacyConsent: true,
    serviceWorkerPath: `${PUSH_SERVICE_WORKER_SCOPE.slice(1)}OneSignalSDKWorker.js`,
    serviceWorkerParam: { scope: PUSH_SERVICE_WORKER_SCOPE },
    allowLocalhostAsSecureOrigin: true,
    welcomeNotification: { disable: true, message: texts.subscribed },
    notifyButton: {
      enable: true,
      prenotify: true,
      showCredit: false,
      position: 'bottom-right',
      text: {
        'tip.state.unsubscribed': texts.tipUnsubscribed,
        'tip.state.subscribed': texts.tipSubscribed,
        'tip.state.blocked': texts.tipBlocked,
        'message.prenotify': texts.prenotify,
        'message.action.subscribing': texts.subscribing,
        'message.action.subscribed': texts.subscribed,
        'message.action.resubscribed': texts.resubscribed,
        'message.action.unsubscribed': texts.unsubscribed,
        'dialog.main.title': texts.dialogTitle,
        'dialog.main.button.subscribe': texts.subscribe,
        'dialog.main.button.unsubscribe': texts.unsubscribe,
        'dialog.blocked.title': texts.blockedTitle,
        'dialog.blocked.message': texts.blockedMessage,
      },
    },
  };
}

export interface PushController {
  /** The signed-in user's push identity (their uuid), or null after logout. */
  setIdentity(externalId: string | null): void;
}

/**
 * Push notifications after consent (spec section 4):
 * - the SDK is not loaded nor initialised until the visitor consents to notifications;
 * - when consent is first given it is initialised and then told so; later changes go straight to it;
 * - login and logout of the push identity act only after initialisation (the latest one wins);
 * - a visitor whose browser still allows notifications is subscribed again (after clearing
 *   OneSignal's storage, say) without being asked.
 */
export function startPush(deps: {
  load: () => Promise<PushSdk>;
  options: PushInitOptions;
  readConsent: () => ConsentState | null;
  onConsentChange: (listener: (state: ConsentState | null) => void) => unknown;
  onError?: (error: unknown) => void;
}): PushController {
  const onError = deps.onError ?? (() => undefined);
  let sdk: PushSdk | null = null;
  let starting: Promise<void> | null = null;
  // The visitor may withdraw consent while the SDK is still loading: it is told the latest answer.
  let given = true;
  let wanted: string | null = null;
  let applied: string | null | undefined;
  let queue: Promise<void> = Promise.resolve();

  /** One SDK call after another, in the order they were asked for. */
  const then = (step: (ready: PushSdk) => Promise<void>) => {
    queue = queue.then(() => (sdk ? step(sdk) : undefined)).catch(onError);
  };

  const applyIdentity = () =>
    then(async (ready) => {
      if (applied === wanted) return;
      const target = wanted;
      if (target) await ready.login(target);
      else if (applied) await ready.logout();
      applied = target;
    });

  function initialise() {
    starting ??= (async () => {
      const loaded = await deps.load();
      await loaded.init(deps.options);
      await loaded.setConsentGiven(given);
      sdk = loaded;
      then(async (ready) => {
        if (ready.Notifications.permission && ready.User.PushSubscription.optedIn === false)
          await ready.User.PushSubscription.optIn();
      });
      applyIdentity();
    })().catch((error: unknown) => {
      starting = null;
      onError(error);
    });
  }

  if (deps.readConsent()?.notifications) initialise();
  deps.onConsentChange((state) => {
    given = state?.notifications === true;
    const now = given;
    if (sdk) then((ready) => ready.setConsentGiven(now));
    else if (now) initialise();
  });

  return {
    setIdentity(externalId) {
      wanted = externalId;
      applyIdentity();
    },
  };
}
