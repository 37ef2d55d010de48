import { scriptRuns } from './invoice-text';

describe('invoice text in two scripts', () => {
  it('cuts a text where it changes between Devanagari and anything else: spaces stay with the run before, digits and punctuation are Latin', () => {
    expect(scriptRuns('Asha Kulkarni')).toEqual([{ text: 'Asha Kulkarni', devanagari: false }]);
    expect(scriptRuns('अनन्या क्षत्रिय')).toEqual([{ text: 'अनन्या क्षत्रिय', devanagari: true }]);
    expect(scriptRuns('14 FC रोड, पुणे (Pune) 411004')).toEqual([
      { text: '14 FC ', devanagari: false },
      { text: 'रोड', devanagari: true },
      { text: ', ', devanagari: false },
      { text: 'पुणे ', devanagari: true },
      { text: '(Pune) 411004', devanagari: false },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});
