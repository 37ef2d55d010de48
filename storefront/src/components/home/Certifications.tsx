import { useTranslation } from 'react-i18next';
import { HomeSection } from './HomeSection';
import './Certifications.css';

const CERTIFICATIONS = [
  { id: 'iso', color: '#0d5c55', glyph: <path d="M14 26l6 6 12-14" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" /> },
  { id: 'fairTrade', color: '#2f7d4f', glyph: <path d="M24 13v21M15 17h18M18 34h12M15 17l-4 9h8ZM33 17l-4 9h8Z" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" /> },
  { id: 'organic', color: '#4f9d44', glyph: <path d="M14 32c0-12 8-18 20-18 0 12-7 18-18 18M14 32c4-6 8-9 13-12" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" /> },
  { id: 'nrf', color: '#3b5bdb', glyph: <path d="M12 20h24l-2 14H14ZM18 20v-4h12v4" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinejoin="round" /> },
  { id: 'chamber', color: '#b86a05', glyph: <path d="M12 34h24M14 30V20M20 30V20M28 30V20M34 30V20M10 18l14-8 14 8Z" stroke="#fff" strokeWidth="3" fill="none" strokeLinejoin="round" /> },
] as const;

/** Certification seals (spec 2.3 defaults). */
export function Certifications() {
  const { t } = useTranslation();
  return (
    <HomeSection name="certifications" tone="white">
      <ul className="certifications">
        {CERTIFICATIONS.map((c) => (
          <li key={c.id} className="certification">
            <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
              <path d="M24 2l5 4 6-1 3 5 6 2-1 6 4 5-4 5 1 6-6 2-3 5-6-1-5 4-5-4-6 1-3-5-6-2 1-6-4-5 4-5-1-6 6-2 3-5 6 1Z" fill={c.color} />
              <circle cx="24" cy="24" r="15" fill="none" stroke="#fff" strokeOpacity=".35" strokeWidth="1.5" />
              {c.glyph}
            </svg>
            <span className="certification__name">{t(`home.certifications.items.${c.id}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
