import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Category } from '../catalog/categories';
import { ART_TONE, CategoryArt } from './CategoryArt';
import { Icon } from './Icon';
import './CategoryCard.css';

interface CategoryCardProps {
  category: Category;
  actionLabel: string;
  showDescription?: boolean;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** The live count: 'brackets' shows "Name (n)" when above zero (spec 2.3), 'label' "n products" once known (spec 2.4). */
  count?: number;
  countStyle?: 'label' | 'brackets';
}

/** Category card (spec 2.2): image, name, action button; the whole card is one link target. */
export function CategoryCard({ category, actionLabel, showDescription = true, headingLevel = 'h3', compact = false, count, countStyle = 'brackets' }: CategoryCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const name = t(`categories.${category.id}.name`);
  return (
    <article className={`category-card${compact ? ' category-card--compact' : ''}`} data-testid="category-card" data-category={category.id}>
      <div className="category-card__art" style={{ background: ART_TONE[category.id] }}>
        <CategoryArt kind={category.id} />
      </div>
      <div className="category-card__body">
        <Heading className="category-card__name">
          {name}
          {countStyle === 'brackets' && count !== undefined && count > 0 && (
            <span className="category-card__count" data-testid="category-count">
              {' '}({count})
            </span>
          )}
        </Heading>
        {countStyle === 'label' && count !== undefined && (
          <p className="category-card__count-label" data-testid="category-count">
            {t('common.productCount', { count })}
          </p>
        )}
        {showDescription && <p className="category-card__text">{t(`categories.${category.id}.description`)}</p>}
        <Link to={category.path} className="category-card__action">
          {actionLabel}
          <span className="visually-hidden">: {name}</span>
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
    </article>
  );
}
