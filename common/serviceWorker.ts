/**
 * Registers an installed app's service worker (scripts/pwa.ts makes it) once the page has loaded,
 * so that the worker's precaching never competes with the page's own first downloads. Browsers
 * without service workers, and failures (private modes, blocked storage), leave the page as it is.
 */
export function registerServiceWorker(url: string, scope: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // The worker's script is always asked of the server, never of the HTTP cache: updates arrive.
    navigator.serviceWorker.register(url, { scope, updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('The offline app could not be installed.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
