import { useEffect } from 'react';
import { i18n } from '../lib/i18n';
import { showToast } from '../lib/toast';

/** Spec section 2: the local-storage flag that records that the PWA hint was shown. */
export const INSTALL_HINT_KEY = 'pwaNotificationShown';
export const INSTALL_HINT_TIMEOUT = 30_000;

function isAppleMobile(navigator: Navigator): boolean {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

function isStandalone(): boolean {
  const legacy = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    legacy === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

/** On an iPhone or iPad in the browser (not the installed app), says once how to install Tribuna. */
export function useInstallHint() {
  useEffect(() => {
    try {
      if (!isAppleMobile(window.navigator) || isStandalone()) return;
      if (window.localStorage.getItem(INSTALL_HINT_KEY) === 'true') return;
      window.localStorage.setItem(INSTALL_HINT_KEY, 'true');
    } catch {
      // Without storage the hint could not be remembered, and would repeat on every visit.
      return;
    }
    showToast({ type: 'info', content: i18n.t('common.addToHomeScreenInfo'), timeout: INSTALL_HINT_TIMEOUT });
  }, []);
}
