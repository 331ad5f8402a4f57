import type { CaptchaAction } from '@tribuna/common/api/calls';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let siteKey: string | null = null;
let script: Promise<Grecaptcha> | null = null;

/** Set from the public configuration; without a key the product runs without captcha. */
export function setCaptchaSiteKey(key: string | null) {
  siteKey = key;
}

function loadScript(key: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    element.async = true;
    element.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('captcha script loaded without grecaptcha'));
    };
    element.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.append(element);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/**
 * An invisible captcha token for a named action (spec section 7). The script loads on the first
 * action that needs it; when it cannot load, the request goes without a token and the server
 * decides.
 */
export async function captchaToken(action: CaptchaAction): Promise<string | null> {
  if (!siteKey) return null;
  try {
    const grecaptcha = await loadScript(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return null;
  }
}
