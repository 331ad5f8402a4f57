// Kept apart from the schemas so that the storefront's first bundle does not carry zod for a number.

/** Spec sections 4 and 9 (user re-fetch throttle): the logged user is re-fetched at most once every 60 s. */
export const USER_REFETCH_MS = 60_000;
