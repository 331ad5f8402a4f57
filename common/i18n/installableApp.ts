/**
 * Texts of the installed app that live outside the React apps: the web app manifests (Czech, the
 * default language) and the offline page, which the service workers show when a page cannot be
 * reached. The offline page is static HTML made at build time, in all three languages.
 */
export type InstallableLanguage = 'cs' | 'sk' | 'en';

export interface OfflineTexts {
  title: string;
  heading: string;
  body: string;
  retry: string;
}

export const offlineTexts: Record<InstallableLanguage, OfflineTexts> = {
  cs: {
    title: 'Jste offline — Tribuna',
    heading: 'Jste offline',
    body: 'Tuto stránku teď nelze načíst, protože zařízení není připojené k internetu. Až bude spojení zpět, zkuste to znovu.',
    retry: 'Zkusit znovu',
  },
  sk: {
    title: 'Ste offline — Tribuna',
    heading: 'Ste offline',
    body: 'Túto stránku teraz nemožno načítať, pretože zariadenie nie je pripojené na internet. Keď bude spojenie späť, skúste to znova.',
    retry: 'Skúsiť znova',
  },
  en: {
    title: 'You are offline — Tribuna',
    heading: 'You are offline',
    body: 'This page cannot be loaded right now because the device is not connected to the internet. Try again once the connection is back.',
    retry: 'Try again',
  },
};

/** The manifests' own words (spec: Czech first). */
export const manifestTexts = {
  storefront: {
    name: 'Tribuna',
    shortName: 'Tribuna',
    description: 'Vstupenky, členství a obsah pro kluby a komunity',
  },
  backoffice: {
    name: 'Tribuna — administrace',
    shortName: 'Tribuna admin',
    description: 'Správa Tribuny a kontrola vstupenek u vstupu',
  },
} as const;
