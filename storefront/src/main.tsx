import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialLanguage } from './lib/i18n';

const root = document.getElementById('root');
try {
  if (!root) throw new Error('#root is missing');
  await initialLanguage;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  // Spec section 8: an app mount failure is logged to the console.
  console.error('Tribuna failed to start', error);
}
