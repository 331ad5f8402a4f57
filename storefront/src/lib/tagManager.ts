import { onConsentChange, readConsent, type ConsentChoices } from './consent';
import { setConsentDefaults, updateConsentMode } from './consentMode';

/** Google Tag Manager's loader; the Content-Security-Policy allows its host when an id is configured. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

let loadedId: string | null = null;

function loadTagManager(id: string): void {
  if (loadedId) return;
  loadedId = id;
  window.dataLayer ??= [];
  // What the container snippet pushes before its script: the tag manager counts time from here.
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Whether the tag manager has been loaded into this page. */
export function tagManagerLoaded(): boolean {
  return loadedId !== null;
}

/**
 * Consent Mode and the tag manager for this page: the denied defaults at once, the visitor's stored
 * choices after them, and every later change. The tag manager loads only when a container is
 * configured and the visitor allows analytics (withdrawing it later stops its storage through
 * Consent Mode; a loaded script cannot be unloaded). Returns the function that stops listening.
 */
export function startTracking(tagManagerId: string | null): () => void {
  setConsentDefaults();
  const apply = (choices: ConsentChoices | null) => {
    if (!choices) return;
    updateConsentMode(choices);
    if (tagManagerId && choices.analytics) loadTagManager(tagManagerId);
  };
  apply(readConsent());
  return onConsentChange(apply);
}
