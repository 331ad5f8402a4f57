import { useEffect, useState } from 'react';
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
    <section aria-label={countdown.title} className="card">
      {countdown.image && (
        <ResponsiveImage
          image={countdown.image}
          sizes="(min-width: 900px) 400px, 100vw"
          // The countdowns open the home page: the first image is its largest paint, the second
          // stands beside it on a wide screen.
          priority={index === 0 ? 'high' : index === 1 ? 'eager' : 'lazy'}
          style={{ aspectRatio: '1200 / 630' }}
        />
      )}
      <div className="card__content">
        <h3 className="type type--h6">
          {countdown.link ? (
            <a href={countdown.link} className="text-link text-link--quiet">
              {countdown.title}
            </a>
          ) : (
            countdown.title
          )}
        </h3>
        <p className="type type--body2 type--secondary type--gutter">
          <time dateTime={countdown.targetAt}>{formatDateTime(countdown.targetAt)}</time>
        </p>
        {/* The ticking numbers are for the eye; screen readers get the date above, not a change a second. */}
        <div aria-hidden="true" className="countdown__units">
          {units.map((unit) => (
            <div key={unit} className="countdown__unit">
              <span className="type type--h5 countdown__number">
                {left ? String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0') : '–'}
              </span>
              <span className="type type--caption type--secondary">{t(`countdowns.${unit}`)}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
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
    <section aria-labelledby="countdowns-heading" className="countdowns">
      <h2 id="countdowns-heading" className="type type--h5 type--gutter">
        {t('countdowns.title')}
      </h2>
      <div className="countdowns__grid">
        {running.map((countdown, index) => (
          <Countdown key={countdown.uuid} countdown={countdown} now={now} index={index} />
        ))}
      </div>
    </section>
  );
}
