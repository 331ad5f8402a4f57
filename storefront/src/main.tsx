import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID } from '@tribuna/common/ssr';
import { registerServiceWorker } from '@tribuna/common/serviceWorker';
import { App } from './app/App';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/components.css';
import './app/styles/pages.css';
import { preloadScreen } from './app/router';
import { setConsentDefaults } from './lib/consentMode';
import { initialLanguage } from './lib/i18n';

// Consent Mode's defaults (all denied) are the first thing in the data layer, before any tag loads.
setConsentDefaults();

// Not awaited at the module's top level: a lazy screen's module imports from this one, so this one
// must finish first for the screen to load.
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  await initialLanguage;
  // A page the server rendered carries its data beside the markup: the app takes the markup over
  // (hydration) instead of drawing the page again.
  const state = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (state && root.firstChild) {
    // Its screen's code loads first (its file came with the page): a screen still loading would be
    // drawn again from scratch by the first update reaching it. The pause lets the browser breathe
    // between running the scripts and taking the markup over.
    await Promise.all([preloadScreen(window.location.pathname), new Promise((r) => setTimeout(r, 0))]);
    // As a transition, React takes the markup over in slices of a few milliseconds, yielding to the
    // browser between them, instead of one long task that blocks a phone's input.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App state={JSON.parse(state) as DehydratedState} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

start().catch((error: unknown) => {
  // Spec section 8: an app mount failure is logged to the console.
  console.error('Tribuna failed to start', error);
});

// The installable app (scripts/pwa.ts): only the production build has a worker.
if (import.meta.env.PROD) registerServiceWorker('/sw.js', '/');
