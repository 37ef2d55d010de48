/**
 * fontkit 2.0.4 (pdfkit's shaper) throws "Cannot read properties of null (reading
 * 'xCoordinate')" on a GPOS mark attachment whose anchor is NULL, which the OpenType spec
 * allows and Noto Sans Telugu and Gurmukhi have: an invoice for "శ్రీ" or "ਪੰਜਾਬੀ" was a 500.
 * The fix (foliojs/fontkit#374, for #367) is not released; until it is, a mark with no anchor
 * stays where the font drew it, as HarfBuzz leaves it. fontkit does not export its GPOS
 * processor, so it is reached through a font that has GPOS, once; the invoice-text spec
 * lays out such words and fails if a fontkit update moves it (package.json pins 2.0.4).
 */

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
}

let patched = false;

export function skipNullMarkAnchors(fontWithGpos: Buffer): void {
  if (patched) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fontkit = require('fontkit') as { create(bytes: Buffer): { layout(text: string): unknown; _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } } };
  const font = fontkit.create(fontWithGpos);
  font.layout('\u0C15'); // makes the font's layout engine and its GPOS processor
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return; // fontkit changed its insides: the spec says so, while invoices in other scripts still print
  const prototype = Object.getPrototypeOf(processor) as GposProcessor;
  const apply = prototype.applyAnchor;
  prototype.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  patched = true;
}
