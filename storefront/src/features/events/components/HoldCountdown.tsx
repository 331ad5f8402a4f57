import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const clock = (milliseconds: number) => {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * How long the seats stay held (or, with `text`, the waiting room's pass lasts); a timer role, so
 * screen readers read it on demand, not every second.
 */
export function HoldCountdown({
  expiresAt,
  text = 'seatChart.holdLeft',
}: {
  expiresAt: string;
  text?: 'seatChart.holdLeft' | 'waitingRoom.passLeft';
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography role="timer" variant="body2" fontWeight={600}>
      {t(text, { time: clock(Date.parse(expiresAt) - now) })}
    </Typography>
  );
}
