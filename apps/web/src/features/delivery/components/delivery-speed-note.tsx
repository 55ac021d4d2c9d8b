import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useDeliverySpeed } from '../api/get-delivery-speed.ts';

/**
 * How fast offers go out, as measured over the last hour: a promise only when the bots keep up and Steam
 * answers; otherwise what is wrong, and with no offers to measure, that there is no figure. Nothing while the
 * reading is loading or failed.
 */
export function DeliverySpeedNote() {
  const t = useT();
  const { data } = useDeliverySpeed();
  if (!data) return null;
  if (data.state === 'steam_trouble') return <FormAlert tone="info">{t('deliverySpeed.steamTrouble')}</FormAlert>;
  if (data.state === 'slow') return <FormAlert tone="info">{t('deliverySpeed.slow')}</FormAlert>;
  if (data.state === 'no_data' || data.median_seconds === null) return <p className="delivery-speed" data-testid="delivery-speed">{t('deliverySpeed.noData')}</p>;
  const seconds = Math.max(1, data.median_seconds);
  const time = seconds < 120 ? t('deliverySpeed.seconds', { count: Math.round(seconds / 5) * 5 || seconds }) : t('deliverySpeed.minutes', { count: Math.round(seconds / 60) });
  return (
    <p className="delivery-speed" data-testid="delivery-speed">
      {t('deliverySpeed.measured', { time })}
    </p>
  );
}
