import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../api/client';
import { useTranslateServerMessage } from '../components/serverMessages';
import { formatMoney } from '../money/format';
import { unitWord } from '../components/catalog/unitWord';
import type { ServerCartLine } from './checkoutApi';

/**
 * Checkout's quote mode: the one wholesale line of an accepted enquiry quote, as quoted
 * (product, tonnes, price per tonne, total); not editable, since the quote fixes all of it.
 */
export function QuoteLine({ line, errors }: { line: ServerCartLine; errors: FieldErrors }) {
  const { t, i18n } = useTranslation();
  const serverMessage = useTranslateServerMessage();
  const money = (rupees: number) => formatMoney(rupees, 'INR', i18n.language);
  const error = errors['items.0.quoteId'] ?? errors['items.0.enquiryId'] ?? errors['items.0.quantity'] ?? errors['items.0.productId'] ?? errors.items;
  return (
    <ul className="cart-lines">
      <li className="cart-line cart-line--quote" data-testid="quote-line">
        <div className="cart-line__what">
          <strong>{line.name}</strong>
          <span className="cart-line__meta">{t('checkout.quote.line', { price: money(line.price), perUnit: unitWord(t, line.unit ?? ''), quantity: line.quantity, unit: unitWord(t, line.unit ?? '', line.quantity) })}</span>
          {error && <span className="field__error" data-testid="quote-line-error">{serverMessage(error)}</span>}
        </div>
        <span className="cart-line__total" data-testid="quote-line-total">{money(line.lineTotal)}</span>
      </li>
    </ul>
  );
}
