import { RATE_UNITS } from '@bazaar/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Rate, RateSort, RateSortField } from '../api/rates';
import { formatDay } from '../components/dates';
import { RateTrend } from './RateTrend';


type Column = { id: 'productName' | 'category' | 'previousRate' | 'currentRate' | 'unit' | 'change' | 'updatedOn'; sort?: RateSortField; num?: boolean };

/** Spec 2.9's columns; those with `sort` are sorted by the server when their heading is clicked. */
const COLUMNS: readonly Column[] = [
  { id: 'productName', sort: 'productName' },
  { id: 'category', sort: 'category' },
  { id: 'previousRate', num: true },
  { id: 'currentRate', sort: 'currentRate', num: true },
  { id: 'unit' },
  { id: 'change', sort: 'change' },
  { id: 'updatedOn', sort: 'updatedAt' },
];

interface RateTableProps {
  rates: Rate[];
  sort: RateSort | null;
  onSort: (sort: RateSort) => void;
  formatPrice: (rupees: number) => string;
  categoryName: (category: string) => string;
  language: string;
}

/** The rate table: a heading button sorts by its column, again reverses it. Cards below 760 px. */
export function RateTable({ rates, sort, onSort, formatPrice, categoryName, language }: RateTableProps) {
  const { t } = useTranslation();
  const unitName = (u: string) => ((RATE_UNITS as readonly string[]).includes(u) ? t(`rates.units.${u as Rate['unit']}`) : u);
  const sortedBy = sort?.replace(/^-/, '');
  const descending = !!sort?.startsWith('-');

  return (
    <div className="rate-table-wrap">
      <table className="rate-table" data-testid="rate-table">
        <caption className="visually-hidden">{t('rates.tableCaption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const label = t(`rates.columns.${column.id}`);
              const active = column.sort !== undefined && column.sort === sortedBy;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.num ? 'num' : undefined}
                  aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      className={`rate-sort${active ? ' rate-sort--active' : ''}`}
                      onClick={() => onSort(active && !descending ? `-${column.sort!}` : column.sort!)}
                      data-testid={`rate-sort-${column.sort}`}
                    >
                      {label}
                      <span className="rate-sort__arrow" aria-hidden="true">
                        {active ? (descending ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id} data-testid="rate-row" data-rate-id={rate.id}>
              <th scope="row" data-label={t('rates.columns.productName')} className="rate-table__name">
                <Link to={`/wholesale-rate-list/${rate.id}`} data-testid="rate-page-link">
                  {rate.productName}
                </Link>
              </th>
              <td data-label={t('rates.columns.category')}>
                <span className={`rate-chip rate-chip--${rate.category}`}>{categoryName(rate.category)}</span>
              </td>
              <td data-label={t('rates.columns.previousRate')} className="num rate-table__previous">
                {rate.previousRate === null ? <span aria-label={t('rates.noPrevious')}>—</span> : formatPrice(rate.previousRate)}
              </td>
              <td data-label={t('rates.columns.currentRate')} className="num rate-table__current">
                {formatPrice(rate.currentRate)}
              </td>
              <td data-label={t('rates.columns.unit')}>{unitName(rate.unit)}</td>
              <td data-label={t('rates.columns.change')}>
                <RateTrend rate={rate} formatPrice={formatPrice} />
              </td>
              <td data-label={t('rates.columns.updatedOn')}>{formatDay(rate.date, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
