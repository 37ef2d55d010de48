import { readFileSync } from 'node:fs';
import { skipNullMarkAnchors } from './fontkit-null-anchors';

/**
 * The Indian scripts a buyer's name, an address or a product may be typed in, each with its
 * Noto Sans font (shaped by pdfkit's fontkit): the built-in Helvetica has none of their glyphs.
 * Spec 9's cities write Hindi and Marathi (Devanagari), Bengali, Gujarati, Punjabi (Gurmukhi),
 * Odia, Tamil, Telugu, Kannada and Malayalam.
 */
export const INDIAN_SCRIPTS = [
  { font: 'NotoSansDevanagari', files: 'devanagari', chars: /[\u0900-\u0963\u0966-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/ },
  { font: 'NotoSansBengali', files: 'bengali', chars: /[\u0980-\u09FF]/ },
  { font: 'NotoSansGurmukhi', files: 'gurmukhi', chars: /[\u0A00-\u0A7F]/ },
  { font: 'NotoSansGujarati', files: 'gujarati', chars: /[\u0A80-\u0AFF]/ },
  { font: 'NotoSansOriya', files: 'oriya', chars: /[\u0B00-\u0B7F]/ },
  { font: 'NotoSansTamil', files: 'tamil', chars: /[\u0B80-\u0BFF]/ },
  { font: 'NotoSansTelugu', files: 'telugu', chars: /[\u0C00-\u0C7F]/ },
  { font: 'NotoSansKannada', files: 'kannada', chars: /[\u0C80-\u0CFF]/ },
  { font: 'NotoSansMalayalam', files: 'malayalam', chars: /[\u0D00-\u0D7F]/ },
] as const;
export type IndianFont = (typeof INDIAN_SCRIPTS)[number]['font'];

/** Belong to the script they follow: a space, the joiners (ZWNJ, ZWJ) and the dandas all these scripts share. */
const FOLLOWS = /[ \u200C\u200D\u0964\u0965]/;

export interface ScriptRun {
  text: string;
  /** The Indian script's font, or null: the caller's (Latin) font. */
  font: IndianFont | null;
}

const fontOf = (char: string): IndianFont | null => INDIAN_SCRIPTS.find((script) => script.chars.test(char))?.font ?? null;

/**
 * A text cut where its script changes. A space, a joiner or a danda stays in the run it follows
 * (so words of one script make one run; a danda after Latin text is Devanagari's); digits and
 * punctuation go with the Latin text (the Indian fonts here have none of them).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const font = FOLLOWS.test(char) ? (last?.font ?? (char === ' ' ? null : char === '\u0964' || char === '\u0965' ? 'NotoSansDevanagari' : null)) : fontOf(char);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

const fontBytes = new Map<IndianFont, Buffer>();
/** A script's font file (read once): fontsource's subset of Noto Sans for that script, regular weight. */
export const indianFontBytes = (font: IndianFont): Buffer => {
  let bytes = fontBytes.get(font);
  if (!bytes) {
    const { files } = INDIAN_SCRIPTS.find((script) => script.font === font)!;
    bytes = readFileSync(require.resolve(`@fontsource/noto-sans-${files}/files/noto-sans-${files}-${files}-400-normal.woff`));
    fontBytes.set(font, bytes);
    if (font === 'NotoSansTelugu') skipNullMarkAnchors(bytes);
  }
  return bytes;
};

/** The part of pdfkit's document these helpers use. */
interface Pdf {
  font(name: string): this;
  registerFont(name: string, source: Buffer): this;
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): this;
  text(text: string, options?: Record<string, unknown>): this;
}

/** Registers every Indian script's font on `pdf` (pdfkit embeds only those written with). */
export function registerIndianFonts(pdf: Pdf): void {
  skipNullMarkAnchors(indianFontBytes('NotoSansTelugu'));
  for (const { font } of INDIAN_SCRIPTS) pdf.registerFont(font, indianFontBytes(font));
}

/**
 * Writes `text` as pdf.text would, switching to an Indian script's font for its runs in that
 * script (as continued text, so wrapping and alignment treat it as one line) and back to `font`.
 */
export function writeText(pdf: Pdf, font: string, text: string, at?: { x: number; y: number }, options: Record<string, unknown> = {}): void {
  const runs = scriptRuns(text);
  if (!runs.some((run) => run.font)) {
    pdf.font(font);
    if (at) pdf.text(text, at.x, at.y, options);
    else pdf.text(text, options);
    return;
  }
  runs.forEach((run, i) => {
    pdf.font(run.font ?? font);
    const runOptions = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) pdf.text(run.text, at.x, at.y, runOptions);
    else pdf.text(run.text, runOptions);
  });
  pdf.font(font); // what follows is written in the caller's font again
}
