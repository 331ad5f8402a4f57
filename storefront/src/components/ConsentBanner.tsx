import { Suspense, useEffect, useState } from 'react';
import { lazyMui } from '../app/lazyScreen';
import { useConsent } from '../lib/consent';
import { useConsentSettingsOpen } from '../lib/consentSettings';

// Both load when shown, not with the first page: the banner appears only after the page has
// started, and only to a visitor who has not chosen yet, so its MUI buttons (their ripple,
// transitions and spinner), its paper and MUI's engine stay out of every page's first scripts.
const ConsentQuestion = lazyMui(async () => ({
  default: (await import('./ConsentQuestion')).ConsentQuestion,
}));
const ConsentSettingsDialog = lazyMui(async () => ({
  default: (await import('./ConsentSettingsDialog')).ConsentSettingsDialog,
}));

/**
 * The cookie consent banner, until the visitor chooses (the choice is kept in the browser), and the
 * settings dialog, which the footer's link opens again later. Drawn only in the browser: the server
 * does not know the choice, and a banner in the server's markup would flash for everybody.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const showBanner = mounted && consent === null;
  return (
    <Suspense>
      {showBanner && !settingsOpen && <ConsentQuestion />}
      {settingsOpen && <ConsentSettingsDialog />}
    </Suspense>
  );
}
