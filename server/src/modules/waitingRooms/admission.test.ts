import { describe, expect, it } from 'vitest';
import { AUTOMATIC_START_RATE, admissionStep, type AdmissionState } from './admission';

const state = (over: Partial<AdmissionState> = {}): AdmissionState => ({
  rate: 600,
  currentRate: 0,
  bucket: 0,
  elapsedMs: 1000,
  paused: false,
  active: 0,
  holdLatencyMs: null,
  ...over,
});

describe('admission step', () => {
  it('lets in the rate for the time since the last tick, keeping the fraction', () => {
    expect(admissionStep(state())).toEqual({ admit: 10, bucket: 0, currentRate: 600 });
    const slow = admissionStep(state({ rate: 90, elapsedMs: 1000 }));
    expect(slow.admit).toBe(1);
    expect(slow.bucket).toBeCloseTo(0.5);
    expect(admissionStep(state({ rate: 90, bucket: slow.bucket })).admit).toBe(2);
    // A first tick (no last one) counts a second; a late one at most five.
    expect(admissionStep(state({ elapsedMs: null })).admit).toBe(10);
    expect(admissionStep(state({ elapsedMs: 60_000 })).admit).toBe(50);
  });

  it('lets nobody in while paused, and does not save up for afterwards', () => {
    expect(admissionStep(state({ paused: true, bucket: 7 }))).toEqual({
      admit: 0,
      bucket: 0,
      currentRate: 600,
    });
  });

  it('in automatic, grows the rate while holds are fast, halves it when they are slow, and caps the active buyers', () => {
    const first = admissionStep(state({ rate: null }));
    expect(first.currentRate).toBe(AUTOMATIC_START_RATE + 120);
    expect(admissionStep(state({ rate: null, currentRate: 1200, holdLatencyMs: 20 })).currentRate).toBe(1320);
    expect(admissionStep(state({ rate: null, currentRate: 1200, holdLatencyMs: 100 })).currentRate).toBe(
      1200,
    );
    expect(admissionStep(state({ rate: null, currentRate: 1200, holdLatencyMs: 400 })).currentRate).toBe(600);
    expect(admissionStep(state({ rate: null, currentRate: 61, holdLatencyMs: 400 })).currentRate).toBe(60);
    // Three minutes of the rate are in the shop already: nobody more until some finish or lapse.
    const full = admissionStep(state({ rate: null, currentRate: 600, holdLatencyMs: 100, active: 1800 }));
    expect(full.admit).toBe(0);
    const nearlyFull = admissionStep(
      state({ rate: null, currentRate: 600, holdLatencyMs: 100, active: 1797 }),
    );
    expect(nearlyFull.admit).toBe(3);
  });
});
