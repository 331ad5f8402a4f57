/**
 * A short MP3 made here, for the demo and the tests: MPEG-1 Layer III frames, mono, 32 kHz,
 * 32 kbit/s, whose audio data is empty, so it plays silence. No third-party recording is shipped.
 * Each frame is 144 bytes and lasts 1152 / 32000 s = 36 ms.
 */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.max(1, Math.round((seconds * 32_000) / 1152));
  const frame = Buffer.alloc(144);
  // Sync, MPEG-1, Layer III, no CRC | 32 kbit/s, 32 kHz, no padding | mono.
  frame.set([0xff, 0xfb, 0x18, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
