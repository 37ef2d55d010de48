/**
 * Spec 5: a product without an image (or whose upload could not be processed) shows its
 * subcategory's default image. We draw them ourselves (SVG rendered to WebP by sharp on
 * first request), never hotlinked. The version is in the name because images are served
 * as immutable: a redrawn set gets new URLs.
 */
export const DEFAULT_IMAGE_VERSION = 'v2';
export const defaultImageId = (subcategory: string) => `default-${DEFAULT_IMAGE_VERSION}-${subcategory}`;
export const DEFAULT_IMAGE = new RegExp(`^default-${DEFAULT_IMAGE_VERSION}-([a-z]+)$`);

/** Two tones and a motif per subcategory (motif drawn in a 200 x 200 box, centred). */
const ART: Record<string, { from: string; to: string; motif: string }> = {
  fruits: { from: '#fde68a', to: '#f97316', motif: '<circle cx="80" cy="110" r="48" fill="#dc2626"/><circle cx="130" cy="100" r="40" fill="#f59e0b"/><path d="M80 62 q10 -30 30 -34" stroke="#166534" stroke-width="8" fill="none"/>' },
  vegetables: { from: '#bbf7d0', to: '#16a34a', motif: '<path d="M100 40 L130 160 L70 160 Z" fill="#ea580c"/><path d="M100 40 q-20 -20 -30 -10 M100 40 q20 -22 30 -10" stroke="#14532d" stroke-width="10" fill="none"/>' },
  pulses: { from: '#fef3c7', to: '#b45309', motif: '<g fill="#fbbf24"><ellipse cx="70" cy="90" rx="22" ry="16"/><ellipse cx="115" cy="80" rx="22" ry="16"/><ellipse cx="95" cy="120" rx="22" ry="16"/><ellipse cx="140" cy="120" rx="22" ry="16"/><ellipse cx="60" cy="135" rx="22" ry="16"/></g>' },
  oils: { from: '#fef9c3', to: '#ca8a04', motif: '<path d="M100 30 C100 30 50 100 50 130 a50 50 0 0 0 100 0 C150 100 100 30 100 30 Z" fill="#facc15" stroke="#a16207" stroke-width="6"/>' },
  coffee: { from: '#e7d3c1', to: '#6b3f1d', motif: '<rect x="50" y="70" width="90" height="90" rx="16" fill="#fff7ed"/><path d="M140 90 h20 a20 20 0 0 1 0 40 h-20" stroke="#fff7ed" stroke-width="10" fill="none"/><path d="M75 55 q10 -15 0 -30 M100 55 q10 -15 0 -30" stroke="#fff7ed" stroke-width="6" fill="none"/>' },
  spices: { from: '#fecaca', to: '#b91c1c', motif: '<path d="M60 150 q40 -110 80 -110 q-10 60 -80 110 Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="5"/><path d="M140 40 q10 -14 22 -10" stroke="#166534" stroke-width="8" fill="none"/>' },
  bakery: { from: '#ffedd5', to: '#c2410c', motif: '<path d="M40 130 q0 -70 60 -70 q60 0 60 70 Z" fill="#f59e0b" stroke="#92400e" stroke-width="6"/><path d="M75 80 l-8 30 M100 75 l0 32 M125 80 l8 30" stroke="#92400e" stroke-width="5"/>' },
  diapers: { from: '#e0f2fe', to: '#0284c7', motif: '<path d="M40 60 h120 v30 q-20 60 -60 70 q-40 -10 -60 -70 Z" fill="#ffffff" stroke="#0369a1" stroke-width="6"/>' },
  leather: { from: '#f5e1cf', to: '#7c2d12', motif: '<rect x="45" y="70" width="110" height="80" rx="10" fill="#9a3412"/><path d="M80 70 v-14 h40 v14" stroke="#431407" stroke-width="8" fill="none"/>' },
  apparels: { from: '#ede9fe', to: '#7c3aed', motif: '<path d="M70 40 l-40 30 l18 26 l14 -8 v72 h76 v-72 l14 8 l18 -26 l-40 -30 q-30 20 -60 0 Z" fill="#f5f3ff" stroke="#5b21b6" stroke-width="6"/>' },
  jewellery: { from: '#fef3c7', to: '#a16207', motif: '<circle cx="100" cy="105" r="50" fill="none" stroke="#facc15" stroke-width="12"/><path d="M100 35 l14 20 h-28 Z" fill="#60a5fa"/>' },
  handicrafts: { from: '#ccfbf1', to: '#0f766e', motif: '<path d="M60 160 q-20 -60 20 -90 h40 q40 30 20 90 Z" fill="#f97316" stroke="#7c2d12" stroke-width="6"/><path d="M70 110 h60 M66 130 h68" stroke="#fef3c7" stroke-width="6"/>' },
};

/** The default image of a subcategory as SVG, width:height 4:3; no words, so it reads the same in every language. */
export function defaultImageSvg(subcategory: string): string | null {
  // An own key only: ART.constructor, ART.toString... are the prototype's, not art (they drew and stored images).
  if (!Object.hasOwn(ART, subcategory)) return null;
  const art = ART[subcategory];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="200" cy="150" r="120" fill="#ffffff" fill-opacity="0.35"/>
<g transform="translate(80 30) scale(1.2)">${art.motif}</g>
</svg>`;
}
