import type { Category } from '../catalog/categories';
import { CategoryCard } from './CategoryCard';

interface CategoryGridProps {
  categories: readonly Category[];
  actionLabel: string;
  compact?: boolean;
  testId?: string;
}

/** The three-column grid of category cards shared by the home blocks and the Wholesale / Services pages. */
export function CategoryGrid({ categories, actionLabel, compact, testId }: CategoryGridProps) {
  return (
    <ul className="category-grid category-grid--three" data-testid={testId}>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} actionLabel={actionLabel} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
