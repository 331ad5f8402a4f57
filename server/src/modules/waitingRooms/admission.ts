/**
 * How many buyers one admission tick lets in: a token bucket filled at the rate (buyers per minute)
 * for the time since the last tick, whole buyers taken out, the fraction kept for the next tick.
 *
 * "Automatic" chooses the rate itself (AIMD, as TCP does with its window): while the seat engine
 * answers holds fast (its measured hold latency) the rate grows by a step each tick; when holds slow
 * down it halves. It also stops letting people in while as many buyers are active (let in, not done
 * and not lapsed) as three minutes of the rate, so a slow shop is not flooded.
 */

/** Where "automatic" starts (buyers per minute). */
export const AUTOMATIC_START_RATE = 600;
const AUTOMATIC_STEP = 120;
const AUTOMATIC_MIN_RATE = 60;
const AUTOMATIC_MAX_RATE = 30_000;
/** Holds answered faster than this (ms, on average lately): the shop has room for more. */
const FAST_HOLD_MS = 50;
/** Holds slower than this: let fewer in. */
const SLOW_HOLD_MS = 200;
/** A tick late by more than this (a server busy or restarting) admits no more than this much time's worth. */
const MAX_TICK_MS = 5_000;

export interface AdmissionState {
  /** The set rate (buyers per minute); null: automatic. */
  rate: number | null;
  /** The rate of the last tick (0 before the first). */
  currentRate: number;
  bucket: number;
  /** Since the last tick; null for the first one (a second's worth). */
  elapsedMs: number | null;
  paused: boolean;
  /** Let in, not done and not lapsed. */
  active: number;
  /** The seat engine's recent average hold latency on this server; null without recent holds. */
  holdLatencyMs: number | null;
}

export interface AdmissionStep {
  admit: number;
  bucket: number;
  currentRate: number;
}

function automaticRate(state: AdmissionState): number {
  const current = state.currentRate > 0 ? state.currentRate : AUTOMATIC_START_RATE;
  const latency = state.holdLatencyMs;
  if (latency !== null && latency > SLOW_HOLD_MS)
    return Math.max(AUTOMATIC_MIN_RATE, Math.floor(current / 2));
  if (latency === null || latency < FAST_HOLD_MS)
    return Math.min(AUTOMATIC_MAX_RATE, current + AUTOMATIC_STEP);
  return current;
}

export function admissionStep(state: AdmissionState): AdmissionStep {
  const currentRate = state.rate ?? automaticRate(state);
  if (state.paused) return { admit: 0, bucket: 0, currentRate };
  const elapsed = Math.min(MAX_TICK_MS, Math.max(0, state.elapsedMs ?? 1000));
  const perMs = currentRate / 60_000;
  const capacity = Math.max(1, perMs * MAX_TICK_MS);
  let bucket = Math.min(capacity, state.bucket + perMs * elapsed);
  let admit = Math.floor(bucket);
  if (state.rate === null) {
    const room = Math.max(0, Math.max(50, currentRate * 3) - state.active);
    if (admit > room) {
      admit = room;
      bucket = Math.min(bucket, 1);
    }
  }
  bucket -= admit;
  return { admit, bucket: Math.max(0, bucket), currentRate };
}
