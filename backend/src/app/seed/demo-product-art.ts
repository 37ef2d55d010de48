/**
 * Our own product pictures for the demo catalogue: a drawn still life per subcategory, its
 * colours and arrangement varied by the product's name, with the name written under it.
 * SVG, 4:3 like the catalogue's default images; sharp renders it at seed time.
 */

/** A small stable hash of a name (FNV-1a), so the same product is always drawn alike. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Background tones per subcategory: light to deep. */
const TONES: Record<string, [string, string]> = {
  fruits: ['#fff1d6', '#f59e0b'],
  vegetables: ['#e3f6dc', '#4d9a3b'],
  pulses: ['#fbf0d9', '#b7791f'],
  oils: ['#fdf8d3', '#c49a0a'],
  coffee: ['#f1e4d8', '#7b4a2a'],
  spices: ['#fde2dc', '#b5382a'],
  bakery: ['#fdebd6', '#c26a2c'],
  diapers: ['#e4f2fd', '#3b82c4'],
  leather: ['#f4e3d3', '#8a4b23'],
  apparels: ['#ece7fb', '#6d4fc2'],
  jewellery: ['#fdf4d9', '#b08a1e'],
  handicrafts: ['#dff5f1', '#1f8a7a'],
};

/** Colours the motif picks from, by the name's hash. */
const PALETTE = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#8ab17d', '#9b5de5', '#f15bb5', '#00bbf9', '#bc6c25', '#588157'];
/** Produce keeps to the colours produce has. */
const PRODUCE = ['#e63946', '#f77f00', '#e9c46a', '#8ab17d', '#d62828', '#fcbf49', '#6a994e', '#9b2226'];

type Motif = (pick: (n: number) => string, vary: (n: number, spread: number) => number) => string;

const MOTIFS: Record<string, Motif> = {
  fruits: (pick, vary) =>
    [0, 1, 2]
      .map((i) => {
        const x = 150 + i * 50 + vary(i, 10);
        const y = 150 - (i === 1 ? 25 : 0) + vary(i + 3, 8);
        return `<circle cx="${x}" cy="${y}" r="${38 + vary(i + 6, 6)}" fill="${pick(i)}"/><path d="M${x} ${y - 36} q8 -18 22 -20" stroke="#2d6a4f" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="${x - 12}" cy="${y - 12}" rx="9" ry="5" fill="#ffffff" fill-opacity="0.45"/>`;
      })
      .join(''),
  vegetables: (pick, vary) =>
    `<rect x="110" y="150" width="180" height="60" rx="8" fill="#a9713c"/><path d="M110 170 h180 M110 190 h180" stroke="#7f5027" stroke-width="4"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${135 + i * 43 + vary(i, 5)}" cy="${140 + vary(i + 4, 6)}" r="${26 + vary(i + 8, 4)}" fill="${pick(i)}"/><path d="M${135 + i * 43} ${116} l-6 -14 M${135 + i * 43} ${116} l6 -14" stroke="#2d6a4f" stroke-width="5" stroke-linecap="round"/>`).join(''),
  pulses: (pick, vary) =>
    `<path d="M140 90 q60 -30 120 0 l16 120 q-76 24 -152 0 Z" fill="#d9b382" stroke="#8d6a3b" stroke-width="5"/><path d="M150 92 q50 22 100 0" stroke="#8d6a3b" stroke-width="5" fill="none"/>` +
    Array.from({ length: 14 }, (_, i) => `<ellipse cx="${160 + (i % 7) * 14 + vary(i, 4)}" cy="${112 + Math.floor(i / 7) * 12 + vary(i + 20, 3)}" rx="7" ry="5" fill="${pick(0)}"/>`).join(''),
  oils: (pick, vary) =>
    `<path d="M180 70 h40 v22 q36 16 36 56 v58 q0 14 -14 14 h-84 q-14 0 -14 -14 v-58 q0 -40 36 -56 Z" fill="${pick(0)}" fill-opacity="0.85" stroke="#6b5208" stroke-width="5"/><rect x="176" y="56" width="48" height="18" rx="4" fill="${pick(1)}"/><rect x="158" y="140" width="84" height="40" rx="6" fill="#ffffff" fill-opacity="0.8"/>` +
    `<path d="M290 ${110 + vary(1, 10)} q-16 26 0 34 q16 -8 0 -34 Z" fill="${pick(0)}"/>`,
  coffee: (pick, vary) =>
    `<path d="M140 110 h110 v60 q0 40 -55 40 q-55 0 -55 -40 Z" fill="#ffffff" stroke="#5a3a22" stroke-width="5"/><path d="M250 125 h16 q18 0 18 20 q0 20 -18 20 h-16" stroke="#5a3a22" stroke-width="6" fill="none"/><ellipse cx="195" cy="112" rx="52" ry="8" fill="${pick(0) === '#e9c46a' ? '#6f4518' : '#5a3a22'}"/>` +
    [0, 1, 2].map((i) => `<ellipse cx="${120 + i * 26 + vary(i, 5)}" cy="${222 + vary(i + 3, 4)}" rx="11" ry="8" fill="#6f4518" transform="rotate(${vary(i + 6, 30)} ${120 + i * 26} 222)"/>`).join('') +
    `<path d="M180 92 q8 -14 0 -26 M205 92 q8 -14 0 -26" stroke="#8a6a52" stroke-width="4" fill="none"/>`,
  spices: (pick, vary) =>
    [0, 1, 2]
      .map((i) => {
        const x = 140 + i * 62;
        return `<path d="M${x - 30} ${160} h60 q-4 38 -30 38 q-26 0 -30 -38 Z" fill="#ffffff" stroke="#7a4a2a" stroke-width="4"/><path d="M${x - 28} 160 q28 ${-30 - vary(i, 8)} 56 0 Z" fill="${pick(i)}"/>`;
      })
      .join(''),
  bakery: (pick, vary) =>
    `<path d="M120 170 q0 -70 80 -70 q80 0 80 70 v20 h-160 Z" fill="#d08c45" stroke="#8a4f1d" stroke-width="5"/><path d="M160 120 l-10 40 M200 112 v44 M240 120 l10 40" stroke="#8a4f1d" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${300 + vary(1, 6)}" cy="190" r="22" fill="${pick(0)}" stroke="#8a4f1d" stroke-width="4"/>`,
  diapers: (pick, vary) =>
    `<rect x="130" y="80" width="140" height="130" rx="14" fill="#ffffff" stroke="#2f6fa8" stroke-width="5"/><rect x="130" y="80" width="140" height="34" rx="14" fill="${pick(0)}"/><circle cx="200" cy="160" r="26" fill="#ffe0c2"/><circle cx="191" cy="156" r="3" fill="#333"/><circle cx="209" cy="156" r="3" fill="#333"/><path d="M190 168 q10 8 20 0" stroke="#333" stroke-width="3" fill="none"/>` +
    `<circle cx="${300 + vary(2, 6)}" cy="110" r="14" fill="${pick(1)}" fill-opacity="0.7"/>`,
  leather: (pick) =>
    `<rect x="120" y="110" width="160" height="100" rx="14" fill="${pick(0) === '#e9c46a' ? '#8a4b23' : '#9c5a2e'}" stroke="#4a260f" stroke-width="5"/><path d="M165 110 v-20 q0 -12 12 -12 h46 q12 0 12 12 v20" stroke="#4a260f" stroke-width="8" fill="none"/><rect x="185" y="140" width="30" height="18" rx="3" fill="${pick(1)}"/><path d="M130 175 h140" stroke="#4a260f" stroke-width="3" stroke-dasharray="6 5"/>`,
  apparels: (pick) =>
    `<path d="M160 70 l-50 30 l20 34 l18 -10 v100 h104 v-100 l18 10 l20 -34 l-50 -30 q-40 26 -80 0 Z" fill="${pick(0)}" stroke="#3f2a86" stroke-width="5"/><path d="M200 96 v110" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 8"/><path d="M148 214 h104" stroke="${pick(1)}" stroke-width="8"/>`,
  jewellery: (pick, vary) =>
    `<path d="M130 90 q70 150 140 0" stroke="#d4a017" stroke-width="6" fill="none"/>` +
    Array.from({ length: 7 }, (_, i) => {
      const angle = (i / 6) * Math.PI;
      const x = 200 - 70 * Math.cos(angle);
      const y = 90 + 72 * Math.sin(angle);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i === 3 ? 14 : 8 + vary(i, 2)}" fill="${i === 3 ? pick(0) : '#f5d76e'}" stroke="#a67c00" stroke-width="3"/>`;
    }).join(''),
  handicrafts: (pick, vary) =>
    `<path d="M170 70 h60 v18 q40 30 34 80 q-6 44 -64 48 q-58 -4 -64 -48 q-6 -50 34 -80 Z" fill="${pick(0)}" stroke="#1b4f47" stroke-width="5"/><path d="M148 140 h104 M146 165 h108" stroke="#ffffff" stroke-width="6"/><circle cx="${200 + vary(3, 20)}" cy="190" r="6" fill="#ffffff"/>`,
};

/** Splits a name into at most two lines of about 26 characters. */
function lines(name: string): string[] {
  const words = name.split(' ');
  const out = [''];
  for (const word of words) {
    const line = out[out.length - 1];
    if (line && (line + ' ' + word).length > 26) out.push(word);
    else out[out.length - 1] = line ? `${line} ${word}` : word;
  }
  return out.length > 2 ? [out[0], `${out.slice(1).join(' ').slice(0, 24)}…`] : out;
}

/** The drawn picture of one demo product, `width` pixels wide when rendered (4:3). */
export function productArtSvg(subcategory: string, name: string, width = 640): string {
  const h = hash(name);
  const colours = subcategory === 'fruits' || subcategory === 'vegetables' ? PRODUCE : PALETTE;
  const pick = (n: number) => colours[(h >>> (n * 3)) % colours.length];
  const vary = (n: number, spread: number) => (((h >>> (n % 24)) & 0xff) / 255 - 0.5) * 2 * spread;
  const [from, to] = TONES[subcategory] ?? ['#eeeeee', '#888888'];
  const motif = (MOTIFS[subcategory] ?? MOTIFS.handicrafts)(pick, (n, s) => Math.round(vary(n, s)));
  const text = lines(name);
  const labels = text.map((line, i) => `<text x="200" y="${text.length === 1 ? 268 : 256 + i * 24}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="${60 + (h % 60)}" cy="${40 + ((h >>> 8) % 40)}" r="48" fill="#ffffff" fill-opacity="0.25"/>
<circle cx="${330 - ((h >>> 4) % 50)}" cy="${60 + ((h >>> 12) % 50)}" r="30" fill="#ffffff" fill-opacity="0.2"/>
${motif}
<rect x="0" y="${text.length === 1 ? 240 : 228}" width="400" height="${text.length === 1 ? 60 : 72}" fill="#000000" fill-opacity="0.35"/>
${labels}
</svg>`;
}
