import { createAnnouncements } from './announcements';
import { createWaitlistsContext, type WaitlistsDeps } from './context';
import { createWaitlistGuard } from './guard';
import { createJoining } from './joining';
import { createLapses } from './lapses';
import { createOffers } from './offers';
import { createStaffActions } from './staff';

export type {
  WaitlistBuyer,
  WaitlistEvents,
  WaitlistMemberships,
  WaitlistOrders,
  WaitlistsDeps,
} from './context';

/**
 * Waiting lists, one stage a file: a person joining, leaving and paying their offer (`joining.ts`),
 * the offers made down a line under the list's lock (`offers.ts`), the in-memory guard that keeps
 * outsiders off the places a list waits for (`guard.ts`), offers ending (`lapses.ts`), their
 * e-mails and pushes (`announcements.ts`) and what staff do (`staff.ts`).
 */
export function createWaitlistsService(deps: WaitlistsDeps) {
  const ctx = createWaitlistsContext(deps);
  const guard = createWaitlistGuard(ctx);
  const announcements = createAnnouncements(ctx);
  const offers = createOffers(ctx, { guard, announcements });
  const lapses = createLapses(ctx);
  return {
    /** Reads which subjects are guarded again (tests: another server's joins seen at once). */
    refreshGuard: guard.refreshGuard,
    ...createJoining(ctx, { guard, offers }),
    gate: guard.gate,
    refuseHold: guard.refuseHold,
    offerReturnedPlaces: offers.offerReturnedPlaces,
    placesReturnedBy: offers.placesReturnedBy,
    kicked: offers.kicked,

    /** The offers job: lapses, settled orders, offers down every line with someone waiting, announcements. */
    async runOffers(): Promise<number> {
      await lapses.lapseDue();
      await lapses.settleOrders();
      let made = 0;
      for (const list of await ctx.repo.listsWithWaiting())
        made += (await offers.offerList(list.uuid)).length;
      const unannounced = await ctx.repo.unannounced();
      await announcements.announceAll(unannounced.map((row) => row.uuid));
      await guard.refreshGuard();
      return made;
    },

    announced: announcements.announced,
    ...createStaffActions(ctx, { offers, announcements }),
  };
}

export type WaitlistsService = ReturnType<typeof createWaitlistsService>;
