import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchRates, RATE_CATEGORIES, type Rate, type RateCategory } from '../../api/rates';
import { useCurrency } from '../../money/CurrencyContext';
import { RateTrend } from '../../pages/RateTrend';
import { Icon } from '../Icon';

/** Words of a name worth comparing (three letters or more, lower case). */
const words = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));

/**
 * The rate on the daily list that names the same commodity: the server's typo-tolerant search
 * over the category's rates, then the one sharing the most words with the product's name
 * (none shared: no rate is shown rather than another commodity's).
 */
export function bestRate(productName: string, rates: readonly Rate[]): Rate | null {
  const wanted = words(productName);
  let best: { rate: Rate; shared: number } | null = null;
  for (const rate of rates) {
    const shared = [...words(rate.productName)].filter((w) => wanted.has(w)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { rate, shared };
  }
  return best?.rate ?? null;
}

const isRateCategory = (value: string): value is RateCategory => (RATE_CATEGORIES as readonly string[]).includes(value);

/** The wholesale rate trend of a wholesale product's commodity, when the daily list has one. */
export function CommodityRate({ productName, subcategory }: { productName: string; subcategory: string }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const [rate, setRate] = useState<Rate | null>(null);
  useEffect(() => {
    if (!isRateCategory(subcategory)) return;
    const controller = new AbortController();
    fetchRates({ category: subcategory, q: productName, perPage: 20 }, controller.signal)
      .then((list) => setRate(bestRate(productName, list.rates)))
      .catch(() => setRate(null));
    return () => controller.abort();
  }, [productName, subcategory]);
  if (!rate) return null;
  return (
    <aside className="commodity-rate" aria-labelledby="commodity-rate-title" data-testid="commodity-rate">
      <h2 id="commodity-rate-title" className="commodity-rate__title">
        <Icon name="chart" size={18} /> {t('catalogue.rate.title')}
      </h2>
      <p className="commodity-rate__name">{rate.productName}</p>
      <p className="commodity-rate__price">
        <strong dir="ltr">{formatPrice(rate.currentRate)}</strong> / {t(`rates.units.${rate.unit}`)}
      </p>
      <RateTrend rate={rate} formatPrice={formatPrice} />
      <Link to={`/wholesale-rate-list?${new URLSearchParams({ category: rate.category, q: rate.productName })}`} className="commodity-rate__link">
        {t('catalogue.rate.link')} <Icon name="arrowRight" size={16} />
      </Link>
    </aside>
  );
}
