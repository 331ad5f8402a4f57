/** Without a hold for this long, there is no recent latency to speak of. */
const QUIET_MS = 5_000;
/** The average forgets half of what it knew every this many ms. */
const HALF_LIFE_MS = 1_000;

/**
 * The seat engine's hold latency as buyers feel it (queueing in the batcher included): an average
 * weighted towards the last second. The waiting room's "automatic" admission lets buyers in faster
 * while it stays low and slower when it grows.
 */
export function createHoldLatency(now: () => number = () => performance.now()) {
  let average = 0;
  let weight = 0;
  let lastAt = -Infinity;
  return {
    add(ms: number) {
      const at = now();
      const keep = Math.pow(0.5, Math.max(0, at - lastAt) / HALF_LIFE_MS);
      average = (average * weight * keep + ms) / (weight * keep + 1);
      weight = weight * keep + 1;
      lastAt = at;
    },
    /** The recent average in ms; null when no hold was made lately. */
    value(): number | null {
      return now() - lastAt > QUIET_MS ? null : average;
    },
  };
}
