import type { ConsentChoices } from './consent';

/**
 * Google Consent Mode v2. Spec section 9: ad user data, ad personalisation, ad storage and analytics
 * storage are denied until the visitor allows them; the tag manager and every tag read the state
 * from the data layer, so the defaults go there before any of them can load.
 */
export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

export const CONSENT_DEFAULTS: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * gtag's own shape: the tag manager reads consent commands only as an `arguments` object in the
 * data layer (a plain array is taken for a data push), hence no rest parameters here.
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/** What the tag manager is told for the visitor's choices. */
export function consentModeOf(choices: ConsentChoices): ConsentModeState {
  const signal = (allowed: boolean): ConsentSignal => (allowed ? 'granted' : 'denied');
  return {
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
    analytics_storage: signal(choices.analytics),
  };
}

let defaultsSet = false;

/** Puts the denied defaults into the data layer, once, before anything else is pushed there. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', { ...CONSENT_DEFAULTS });
}

/** Tells the tag manager (loaded or still to load) what the visitor chose. */
export function updateConsentMode(choices: ConsentChoices): void {
  setConsentDefaults();
  gtag('consent', 'update', consentModeOf(choices));
}
