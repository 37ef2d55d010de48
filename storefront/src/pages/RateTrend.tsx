import { useTranslation } from 'react-i18next';
import type { Rate } from '../api/rates';

/** The Change cell: ▲ up (green), ▼ down (red) or no change, with the difference when known. */
export function RateTrend({ rate, formatPrice }: { rate: Rate; formatPrice: (rupees: number) => string }) {
  const { t } = useTranslation();
  const trend = rate.trend === 'up' || rate.trend === 'down' ? rate.trend : 'stable';
  const diff = rate.previousRate === null ? null : rate.currentRate - rate.previousRate;
  const percent = diff !== null && rate.previousRate ? (Math.abs(diff) / rate.previousRate) * 100 : null;
  const symbol = trend === 'up' ? '▲' : trend === 'down' ? '▼' : '–';
  return (
    <span className={`rate-trend rate-trend--${trend}`} data-testid="rate-trend" data-trend={trend}>
      <span className="rate-trend__badge">
        <span aria-hidden="true">{symbol}</span> {t(`rates.trend.${trend}`)}
      </span>
      {trend !== 'stable' && diff !== null && (
        <span className="rate-trend__diff" dir="ltr">
          {diff > 0 ? '+' : '−'}
          {formatPrice(Math.abs(diff))}
          {percent !== null && <> ({percent.toFixed(1)}%)</>}
        </span>
      )}
    </span>
  );
}
