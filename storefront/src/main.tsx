import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID } from '@tribuna/common/ssr';
import { App } from './app/App';
import { initialLanguage } from './lib/i18n';

const root = document.getElementById('root');
try {
  if (!root) throw new Error('#root is missing');
  await initialLanguage;
  // A page the server rendered carries its data beside the markup: the app takes the markup over
  // (hydration) instead of drawing the page again.
  const state = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (state && root.firstChild) {
    // The page is on screen already: let the browser breathe between loading the scripts and
    // taking the markup over, so the two are not one long task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    hydrateRoot(
      root,
      <StrictMode>
        <App state={JSON.parse(state) as DehydratedState} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
} catch (error) {
  // Spec section 8: an app mount failure is logged to the console.
  console.error('Tribuna failed to start', error);
}
