import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '../catalog/categories';
import { ART_TONE } from '../components/category-tones';
import { Icon } from '../components/Icon';
import { useTranslation } from 'react-i18next';

// The illustrations show only in an open menu: they load after the first screen, not with it.
const CategoryArt = lazy(() => import('../components/CategoryArt').then((m) => ({ default: m.CategoryArt })));

export interface MegaMenuColumn {
  heading: string;
  categories: readonly Category[];
  /** The column's landing page, linked under the column. */
  all?: { path: string; label: string };
  pathOf?: (category: Category) => string;
}

interface MegaMenuProps {
  label: string;
  columns: MegaMenuColumn[];
  /** A link across the bottom of the panel. */
  footer?: { path: string; label: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testId: string;
}

/**
 * A navigation disclosure: the button toggles a panel of links. Opens on click or hover,
 * closes on Escape (focus returns to the button), on leaving it, or on following a link.
 */
export function MegaMenu({ label, columns, footer, open, onOpenChange, testId }: MegaMenuProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hover = (next: boolean) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => onOpenChange(next), next ? 80 : 180);
  };

  return (
    <li
      ref={rootRef}
      className={`main-nav__item mega${open ? ' mega--open' : ''}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && hover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link mega__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        data-testid={`${testId}-button`}
      >
        {label}
        <Icon name="chevronDown" size={16} className="mega__chevron" />
      </button>
      <div id={panelId} className="mega__panel" hidden={!open} data-testid={testId}>
        <div className="mega__columns">
          {columns.map((column, index) => (
            <div key={column.heading} className="mega__column">
              <p className="mega__heading" id={`${panelId}-${index}`}>
                {column.heading}
              </p>
              <ul className="mega__list" aria-labelledby={`${panelId}-${index}`}>
                {column.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={(column.pathOf ?? ((c) => c.path))(category)} className="mega__link" onClick={() => onOpenChange(false)}>
                      <span className="mega__thumb" style={{ background: ART_TONE[category.id] }}>
                        <Suspense fallback={null}>
                          <CategoryArt kind={category.id} />
                        </Suspense>
                      </span>
                      <span>{t(`categories.${category.id}.name`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {column.all && (
                <Link to={column.all.path} className="mega__all" onClick={() => onOpenChange(false)}>
                  {column.all.label}
                  <Icon name="arrowRight" size={16} />
                </Link>
              )}
            </div>
          ))}
        </div>
        {footer && (
          <Link to={footer.path} className="mega__all mega__footer" onClick={() => onOpenChange(false)}>
            {footer.label}
            <Icon name="arrowRight" size={16} />
          </Link>
        )}
      </div>
    </li>
  );
}
