// The seat chart in Chromium on a 20,000-seat stadium (the storefront's developer page
// /examples/seatChart): the time until the plan is first drawn, and the frame rate while the plan is
// dragged about at the zoom that shows every seat (the most to draw). Against a running server in
// development mode; `tsx scripts/bench/seatChart.ts <origin>` runs it alone.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium';

/** What the page offers the script (typed here: the scripts are checked without the DOM's types). */
interface PageGlobals {
  seatChartBench?: { seats: number; firstDrawMs: number };
  benchFrames?: number[];
  startBenchFrames(): void;
}

export interface SeatChartFigures {
  seats: number;
  /** Milliseconds from the page's first render (data made, plan built) to the plan on screen. */
  firstDrawMs: number;
  /** Frames per second while panning, and the longest frame in milliseconds. */
  fps: number;
  longestFrameMs: number;
}

export async function seatChart(origin: string, runs = 3): Promise<SeatChartFigures> {
  // The full browser, as visitors have it: the frame and install figures stay comparable.
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const results: SeatChartFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // A script of the page's own (a string: tsx would wrap a named function in a helper the page
      // lacks) that counts the frames the browser paints once asked to.
      await page.addInitScript({
        content: `window.benchFrames = []; window.startBenchFrames = () => {
          const tick = (time) => { window.benchFrames.push(time); requestAnimationFrame(tick); };
          requestAnimationFrame(tick);
        };`,
      });
      await page.goto(`${origin}/examples/seatChart`);
      await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).seatChartBench !== undefined,
        null,
        {
          timeout: 60_000,
        },
      );
      const { seats, firstDrawMs } = (await page.evaluate(
        () => (globalThis as unknown as PageGlobals).seatChartBench,
      ))!;
      const box = (await page.getByTestId('seat-chart').boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // Frames are counted in the page while the pointer drags the plan back and forth for 2 s.
      await page.evaluate(() => (globalThis as unknown as PageGlobals).startBenchFrames());
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      const started = Date.now();
      for (let step = 0; Date.now() - started < 2000; step += 1) {
        const phase = (step % 80) / 80;
        await page.mouse.move(
          centre.x + Math.sin(phase * 2 * Math.PI) * 200,
          centre.y + Math.cos(phase * 2 * Math.PI) * 120,
        );
      }
      await page.mouse.up();
      const frames = await page.evaluate(() => (globalThis as unknown as PageGlobals).benchFrames ?? []);
      const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
      const span = (frames.at(-1)! - frames[0]!) / 1000;
      results.push({
        seats,
        firstDrawMs,
        fps: (frames.length - 1) / span,
        longestFrameMs: Math.max(...gaps),
      });
      await page.close();
    }
    const median = (pick: (r: SeatChartFigures) => number) =>
      results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
    return {
      seats: results[0]!.seats,
      firstDrawMs: median((r) => r.firstDrawMs),
      fps: median((r) => r.fps),
      longestFrameMs: median((r) => r.longestFrameMs),
    };
  } finally {
    await browser.close();
  }
}

export async function seatChartRows(origin: string): Promise<[string, string, string][]> {
  const figures = await seatChart(origin);
  return [
    [`seat chart, ${figures.seats} seats: first drawing`, `${figures.firstDrawMs.toFixed(0)} ms`, '< 200 ms'],
    [
      'seat chart: frame rate while panning (whole plan in view)',
      `${figures.fps.toFixed(0)} fps`,
      '≥ 50 fps',
    ],
    ['  … longest frame while panning', `${figures.longestFrameMs.toFixed(0)} ms`, ''],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
  for (const [name, value, goal] of await seatChartRows(origin))
    console.log(`${name}: ${value} (goal ${goal})`);
}
