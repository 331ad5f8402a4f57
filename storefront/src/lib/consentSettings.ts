import { useSyncExternalStore } from 'react';
import type { ConsentChoices } from './consent';

export const ALL_ALLOWED: ConsentChoices = { analytics: true, marketing: true, notifications: true };
export const ONLY_NECESSARY: ConsentChoices = { analytics: false, marketing: false, notifications: false };

/** Whether the consent settings dialog is open: the banner and the footer's link both open it. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of [...listeners]) listener();
}

export const openConsentSettings = () => set(true);
export const closeConsentSettings = () => set(false);

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
