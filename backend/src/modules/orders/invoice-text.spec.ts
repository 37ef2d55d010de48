import PDFDocument from 'pdfkit';
import { INDIAN_SCRIPTS, registerIndianFonts, scriptRuns, writeText } from './invoice-text';

/** A word or two of each script, with conjuncts, vowel signs above and below, and joiners where the script uses them. */
const SAMPLES: Record<(typeof INDIAN_SCRIPTS)[number]['font'], string> = {
  NotoSansDevanagari: 'अनन्या क्षत्रिय शुद्‌ध',
  NotoSansBengali: 'বাংলা র‍্যাব ক্ষমা',
  NotoSansGurmukhi: 'ਪੰਜਾਬੀ ਕ੍ਰਿਪਾ',
  NotoSansGujarati: 'ગુજરાતી ક્ષમા',
  NotoSansOriya: 'ଓଡ଼ିଆ କ୍ଷମା',
  NotoSansTamil: 'தமிழ்நாடு ஸ்ரீ கௌசல்யா',
  NotoSansTelugu: 'తెలుగు శ్రీ లక్ష్మి',
  NotoSansKannada: 'ಕನ್ನಡ ಕಾರ್‍ಯ ಶ್ರೀ',
  NotoSansMalayalam: 'കേരളം അവന്‍ ക്ഷേത്രം',
};

/** Writes `text` into a fresh invoice-like document and answers its bytes. */
async function written(text: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4' });
  registerIndianFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  writeText(pdf, 'Helvetica', text, { x: 48, y: 48 }, { width: 300 });
  pdf.end();
  return done;
}

describe('invoice text in the Indian scripts', () => {
  it('cuts a text where its script changes: spaces, joiners and dandas stay with the run before, digits and punctuation are Latin', () => {
    expect(scriptRuns('Asha Kulkarni')).toEqual([{ text: 'Asha Kulkarni', font: null }]);
    expect(scriptRuns('अनन्या क्षत्रिय')).toEqual([{ text: 'अनन्या क्षत्रिय', font: 'NotoSansDevanagari' }]);
    expect(scriptRuns('14 FC रोड, पुणे (Pune) 411004')).toEqual([
      { text: '14 FC ', font: null },
      { text: 'रोड', font: 'NotoSansDevanagari' },
      { text: ', ', font: null },
      { text: 'पुणे ', font: 'NotoSansDevanagari' },
      { text: '(Pune) 411004', font: null },
    ]);
    expect(scriptRuns('Anna Nagar, சென்னை কলকাতা।')).toEqual([
      { text: 'Anna Nagar, ', font: null },
      { text: 'சென்னை ', font: 'NotoSansTamil' },
      { text: 'কলকাতা।', font: 'NotoSansBengali' },
    ]);
    expect(scriptRuns('അവന്‍')).toEqual([{ text: 'അവന്‍', font: 'NotoSansMalayalam' }]);
    expect(scriptRuns('Paid।')).toEqual([{ text: 'Paid', font: null }, { text: '।', font: 'NotoSansDevanagari' }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it.each(Object.entries(SAMPLES))('writes %s text in its own font, embedded, without failing on its marks', async (font, sample) => {
    const pdf = await written(`Ship to ${sample}, 14 FC Road`);
    expect(pdf.includes(font)).toBe(true);
    // Only the fonts written with are embedded.
    for (const other of INDIAN_SCRIPTS.filter((script) => script.font !== font)) expect(pdf.includes(other.font)).toBe(false);
  });

  it('embeds no Indian font for a text in Latin letters alone', async () => {
    const pdf = await written('Asha Kulkarni, 14 FC Road, Pune 411004');
    for (const { font } of INDIAN_SCRIPTS) expect(pdf.includes(font)).toBe(false);
  });
});
