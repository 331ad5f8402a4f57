/** Where the Firebase SDK keeps a signed-in user: `firebase:authUser:<api key>:<app name>`. */
export const SAVED_USER_KEY_PREFIX = 'firebase:authUser:';

type KeyedStorage = Pick<Storage, 'length' | 'key'>;

function browserStorages(): (() => KeyedStorage)[] {
  return [() => globalThis.localStorage, () => globalThis.sessionStorage];
}

/**
 * Whether this browser holds a signed-in session, answered without loading the identity SDK
 * (about 90 KB), so that visitors who never signed in do not download it. The identity client
 * keeps sessions in localStorage ("remember me") or sessionStorage (this tab only); a storage
 * the browser refuses holds nothing.
 */
export function hasSavedIdentitySession(storages: (() => KeyedStorage)[] = browserStorages()): boolean {
  return storages.some((storage) => {
    try {
      const store = storage();
      for (let i = 0; i < store.length; i++) {
        if (store.key(i)?.startsWith(SAVED_USER_KEY_PREFIX)) return true;
      }
      return false;
    } catch {
      return false;
    }
  });
}
