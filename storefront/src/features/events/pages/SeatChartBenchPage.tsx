import { Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats, SeatStatus } from '@tribuna/common/schemas/seating';
import { defaultRowsSpec, generateRows } from '@tribuna/common/seating/rows';
import { SeatChart } from '../../../components/seating/SeatChart';
import { chartPlanOf } from '../../../components/seating/seatPlan';

/** Minimal data of the benchmark, which reads them from the page (scripts/bench/seatChart.ts). */
declare global {
  interface Window {
    seatChartBench?: { seats: number; firstDrawMs: number };
  }
}

const categories: PublicEventCategory[] = [
  { key: 'A', name: 'A', color: '#c62828', price: 89000, currency: 'CZK', available: 0 },
  { key: 'B', name: 'B', color: '#1565c0', price: 59000, currency: 'CZK', available: 0 },
  { key: 'C', name: 'C', color: '#2e7d32', price: 39000, currency: 'CZK', available: 0 },
];

/**
 * A stadium of 20,000 seats, four curved stands around a pitch, about a third taken: the plan the
 * chart's benchmark measures the first drawing and panning on.
 */
function stadium(): EventSeats {
  let taken = 7;
  const stands = [0, 90, 180, 270].map((rotation, s) => {
    const radians = (rotation * Math.PI) / 180;
    const origin = { x: Math.round(-Math.sin(radians) * 2600), y: Math.round(Math.cos(radians) * 2600) };
    const rows = generateRows({
      ...defaultRowsSpec,
      shape: 'curved',
      rows: 25,
      seatsPerRow: 200,
      radius: 2600,
      rotation,
      origin,
    });
    return {
      key: `S${s + 1}`,
      name: `Tribuna ${s + 1}`,
      rows: rows.map((row, r) => ({
        label: row.label,
        seats: row.seats.map((seat) => {
          taken = (taken * 1103515245 + 12345) % 2147483648;
          const status: SeatStatus = taken % 3 === 0 ? 'booked' : 'free';
          return {
            id: `S${s + 1}-${row.label}-${seat.label}`,
            label: seat.label,
            x: seat.x,
            y: seat.y,
            category: r < 5 ? 'A' : r < 15 ? 'B' : 'C',
            wheelchair: r === 24 && Number(seat.label) % 50 === 0,
            companion: r === 24 && Number(seat.label) % 50 === 1,
            status,
          };
        }),
      })),
    };
  });
  return {
    eventUuid: '00000000-0000-4000-8000-000000000000',
    stage: { x: -1500, y: -1000, width: 3000, height: 2000 },
    sections: stands,
    readAt: new Date(0).toISOString(),
  };
}

/** `/examples/seatChart`: the seat chart on a 20,000-seat plan, for measuring it in Chromium. */
export function SeatChartBenchPage() {
  const data = useMemo(stadium, []);
  // Timed from the data, as the order page has it once the plan's answer arrived.
  const started = useRef(0);
  if (started.current === 0) started.current = performance.now();
  const { plan, statuses } = useMemo(() => chartPlanOf(data), [data]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {plan.seats.length} seats
      </Typography>
      <SeatChart
        plan={plan}
        statuses={statuses}
        categories={categories}
        selected={selected}
        onToggle={(id) => setSelected((current) => new Set(current).add(id))}
        onFirstDraw={() => {
          window.seatChartBench = {
            seats: plan.seats.length,
            firstDrawMs: performance.now() - started.current,
          };
        }}
      />
    </>
  );
}

export default SeatChartBenchPage;
