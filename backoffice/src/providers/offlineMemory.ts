import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';

/**
 * What the back office keeps on the device for the installed app to open without a network (the
 * gate's check-in): the public configuration it starts with, and the staff user last signed in on
 * it. Both are only what the screens show and allow: every API call still checks the identity
 * token and the roles on the server. Signing out, or the API refusing the token, forgets the user.
 */
export interface OfflineMemory {
  readConfig(): PublicConfig | null;
  saveConfig(config: PublicConfig): void;
  /** The staff user remembered for this identity account, if any. */
  readUser(uid: string): LoggedUser | null;
  saveUser(uid: string, user: LoggedUser): void;
  forgetUser(): void;
}

const CONFIG_KEY = 'tribuna.admin.publicConfig';
const USER_KEY = 'tribuna.admin.staffUser';

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValue | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The memory in a key-value storage (local storage by default); storage failures forget quietly. */
export function createOfflineMemory(storage: KeyValue | null = browserStorage()): OfflineMemory {
  const read = <T>(key: string): T | null => {
    try {
      const raw = storage?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage: the app still works online.
    }
  };
  return {
    readConfig: () => read<PublicConfig>(CONFIG_KEY),
    saveConfig: (config) => write(CONFIG_KEY, config),
    readUser(uid) {
      const saved = read<{ uid: string; user: LoggedUser }>(USER_KEY);
      return saved?.uid === uid && saved.user ? saved.user : null;
    },
    saveUser: (uid, user) => write(USER_KEY, { uid, user }),
    forgetUser: () => write(USER_KEY, null),
  };
}
