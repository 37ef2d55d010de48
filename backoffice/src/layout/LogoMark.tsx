/** The storefront's brand mark (storefront/src/components/Logo.tsx), drawn the same here. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
        <rect width="64" height="64" rx="16" fill="#0d5c55" stroke="#fff" strokeOpacity="0.35" strokeWidth="2" />
        <path d="M14 26h36l-3 22a4 4 0 0 1-4 3.5H21A4 4 0 0 1 17 48z" fill="#f4a62a" />
        <path d="M23 26v-4a9 9 0 0 1 18 0v4" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="26" cy="36" r="2.6" fill="#0d5c55" />
        <circle cx="38" cy="36" r="2.6" fill="#0d5c55" />
    </svg>
);
