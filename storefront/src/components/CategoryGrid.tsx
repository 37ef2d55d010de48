import type { Category } from '../catalog/categories';
import { CategoryCard } from './CategoryCard';

interface CategoryGridProps {
  categories: readonly Category[];
  actionLabel: string;
  compact?: boolean;
  testId?: string;
  /** Live counts by category id, shown on the cards (absent: no count shown). */
  counts?: Partial<Record<string, number>>;
  /** How the cards show them (CategoryCard): in brackets after the name, or as "n products". */
  countStyle?: 'brackets' | 'label';
}

/** The three-column grid of category cards shared by the home blocks and the Wholesale / Services pages. */
export function CategoryGrid({ categories, actionLabel, compact, testId, counts, countStyle }: CategoryGridProps) {
  return (
    <ul className="category-grid category-grid--three" data-testid={testId}>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} actionLabel={actionLabel} compact={compact} count={counts?.[category.id]} countStyle={countStyle} />
        </li>
      ))}
    </ul>
  );
}
