import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from './announcement';

/**
 * The time until the sale starts, ticking each second. A timer role: screen readers read it when
 * asked, never on every tick. At zero it says the places are being drawn, until the server's answer
 * brings the visitor's place.
 */
export function SaleCountdown({ saleStartsAt }: { saleStartsAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const { days, clock, over } = countdownParts(Date.parse(saleStartsAt) - now);
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  if (over) return <Typography fontWeight={600}>{t('waitingRoom.drawing')}</Typography>;
  const time = days > 0 ? `${t('waitingRoom.days', { count: days })} ${clock}` : clock;
  return (
    <Typography role="timer" variant="h5" component="p" fontWeight={600}>
      {t('waitingRoom.countdown', { time })}
    </Typography>
  );
}
