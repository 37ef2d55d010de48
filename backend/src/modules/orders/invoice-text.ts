import { readFileSync } from 'node:fs';

/** Devanagari, its extension, the Vedic signs and the joiners: names and addresses written in Hindi, Marathi and the like. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]/;

export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/**
 * A text cut where it changes between Devanagari and anything else. A space stays in the
 * run it follows (both fonts have one), so words of one script make one run; digits and
 * punctuation go with the Latin text (the Devanagari font has none of them).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const devanagari = DEVANAGARI.test(char) || (char === ' ' && last?.devanagari === true);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ text: char, devanagari });
  }
  return runs;
}

/** The PDF's font for Devanagari: the built-in Helvetica has none of its glyphs (Noto Sans Devanagari, shaped by pdfkit's fontkit). */
export const DEVANAGARI_FONT = 'NotoSansDevanagari';
let devanagariFont: Buffer | undefined;
export const devanagariFontBytes = () =>
  (devanagariFont ??= readFileSync(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff')));

/** The part of pdfkit's document these helpers use. */
interface Pdf {
  font(name: string): this;
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): this;
  text(text: string, options?: Record<string, unknown>): this;
}

/**
 * Writes `text` as pdf.text would, switching to the Devanagari font for its Devanagari runs
 * (as continued text, so wrapping and alignment treat it as one line) and back to `font`.
 */
export function writeText(pdf: Pdf, font: string, text: string, at?: { x: number; y: number }, options: Record<string, unknown> = {}): void {
  const runs = scriptRuns(text);
  if (!runs.some((run) => run.devanagari)) {
    pdf.font(font);
    if (at) pdf.text(text, at.x, at.y, options);
    else pdf.text(text, options);
    return;
  }
  runs.forEach((run, i) => {
    pdf.font(run.devanagari ? DEVANAGARI_FONT : font);
    const runOptions = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) pdf.text(run.text, at.x, at.y, runOptions);
    else pdf.text(run.text, runOptions);
  });
  pdf.font(font); // what follows is written in the caller's font again
}
