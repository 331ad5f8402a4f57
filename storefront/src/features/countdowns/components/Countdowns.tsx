import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicCountdown } from '@tribuna/common/schemas/countdowns';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useLocale } from '../../../lib/locale';
import { useCountdowns } from '../api/getCountdowns';

/** Days, hours, minutes and seconds left until `target` (none below zero). */
function remaining(target: string, now: number) {
  let left = Math.max(0, Math.floor((new Date(target).getTime() - now) / 1000));
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3600);
  left -= hours * 3600;
  return { days, hours, minutes: Math.floor(left / 60), seconds: left % 60 };
}

/** The time now, once a second after the page has mounted (the server's page shows no ticking). */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function Countdown({
  countdown,
  now,
  index,
}: {
  countdown: PublicCountdown;
  now: number | null;
  index: number;
}) {
  const { t } = useTranslation();
  const left = now === null ? null : remaining(countdown.targetAt, now);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <Card component="section" aria-label={countdown.title} sx={{ height: '100%' }}>
      {countdown.image && (
        <ResponsiveImage
          image={countdown.image}
          sizes="(min-width: 900px) 400px, 100vw"
          // The countdowns open the home page: the first image is its largest paint, the second
          // stands beside it on a wide screen.
          priority={index === 0 ? 'high' : index === 1 ? 'eager' : 'lazy'}
          sx={{ aspectRatio: '1200 / 630' }}
        />
      )}
      <CardContent>
        <Typography variant="h6" component="h3">
          {countdown.link ? (
            <Link href={countdown.link} underline="hover" color="inherit">
              {countdown.title}
            </Link>
          ) : (
            countdown.title
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <time dateTime={countdown.targetAt}>{formatDateTime(countdown.targetAt)}</time>
        </Typography>
        {/* The ticking numbers are for the eye; screen readers get the date above, not a change a second. */}
        <Box aria-hidden="true" sx={{ display: 'flex', gap: 2, mt: 1 }}>
          {units.map((unit) => (
            <Box key={unit} sx={{ textAlign: 'center', minWidth: 48 }}>
              <Typography
                variant="h5"
                component="span"
                sx={{ fontVariantNumeric: 'tabular-nums', display: 'block' }}
              >
                {left ? String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0') : '–'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`countdowns.${unit}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The countdowns still running, on the home page; nothing at all when there are none. */
export function Countdowns() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCountdowns(locale);
  const now = useNow();
  const running = (query.data?.data ?? []).filter(
    (c) => now === null || new Date(c.targetAt).getTime() > now,
  );
  if (running.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="countdowns-heading" sx={{ mb: 4 }}>
      <Typography id="countdowns-heading" variant="h5" component="h2" gutterBottom>
        {t('countdowns.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {running.map((countdown, index) => (
          <Countdown key={countdown.uuid} countdown={countdown} now={now} index={index} />
        ))}
      </Box>
    </Box>
  );
}
