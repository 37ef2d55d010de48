import { gstinCheckCharacter, gstinStateMismatch, gstStateCodeOf, sameGstState, HSN_CODE_PATTERN, hsnCodeOf, isGstin, normaliseGstin } from './gst';
import { GST_PERCENT, HSN_CODE_OF_SUBCATEGORY } from './orders';

describe('isGstin', () => {
  // Real-shaped numbers whose check characters GSTN's algorithm gives (27AAPFU0939F1ZV is the portal's own sample).
  const valid = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM', '27AABCS1234F1ZR', '07AAACP0165G2ZQ'];

  it('accepts valid GSTINs, in any case and with spaces around them', () => {
    for (const gstin of valid) expect(isGstin(gstin)).toBe(true);
    expect(isGstin('27aapfu0939f1zv')).toBe(true);
    expect(isGstin(' 29AAGCB7383J1Z4 ')).toBe(true);
  });

  it('computes the published check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('33AAACH7409R1Z')).toBe('8');
  });

  it('refuses a wrong check character, whichever character was mistyped', () => {
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isGstin('27AABCS1234F1Z5')).toBe(false); // the right shape, the wrong check (R)
    expect(isGstin('27AAPFU9039F1ZV')).toBe(false); // two neighbouring digits swapped
    expect(isGstin('27AAPUF0939F1ZV')).toBe(false); // two neighbouring letters swapped
    expect(isGstin('72AAPFU0939F1ZV')).toBe(false);
  });

  it('refuses the wrong shape: length, state code, PAN, entity number, the Z', () => {
    const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
    expect(isGstin('')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('27AAPFU0939F1ZVV')).toBe(false);
    expect(isGstin(withCheck('00AAPFU0939F1Z'))).toBe(false); // no state 00
    expect(isGstin(withCheck('39AAPFU0939F1Z'))).toBe(false); // none past 38 but 97 and 99
    expect(isGstin(withCheck('97AAPFU0939F1Z'))).toBe(true);
    expect(isGstin(withCheck('99AAPFU0939F1Z'))).toBe(true);
    expect(isGstin(withCheck('27AAPF10939F1Z'))).toBe(false); // PAN: five letters first
    expect(isGstin(withCheck('27AAPFU093AF1Z'))).toBe(false); // then four digits
    expect(isGstin(withCheck('27AAPFU09391F1'))).toBe(false);
    expect(isGstin(withCheck('27AAPFU0939F0Z'))).toBe(false); // entity numbers start at 1
    expect(isGstin(withCheck('27AAPFU0939FAZ'))).toBe(true); // and go on A-Z
    expect(isGstin(withCheck('27AAPFU0939F1D'))).toBe(false); // a TDS deductor's, not a taxpayer's
    expect(isGstin('27 AAPFU0939F1ZV')).toBe(false);
    expect(isGstin('GSTIN pending')).toBe(false);
  });

  it('keeps a GSTIN trimmed and in upper case', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('gstinStateMismatch', () => {
  it("names the GSTIN's state when the profile names another", () => {
    expect(gstinStateMismatch('27AAPFU0939F1ZV', 'Karnataka')).toBe('Maharashtra (27)');
    expect(gstinStateMismatch('29AAGCB7383J1Z4', 'tamil nadu')).toBe('Karnataka (29)');
  });

  it('finds nothing when they agree or one cannot be told', () => {
    expect(gstinStateMismatch('27AAPFU0939F1ZV', ' maharashtra ')).toBeNull();
    expect(gstinStateMismatch('27AAPFU0939F1ZV', '')).toBeNull();
    expect(gstinStateMismatch('27AAPFU0939F1ZV', 'Somewhere')).toBeNull();
    expect(gstinStateMismatch('REG-12345', 'Karnataka')).toBeNull(); // an older free-text tax id
    expect(gstinStateMismatch(null, 'Karnataka')).toBeNull();
    expect(gstinStateMismatch('21AAPFU0939F1Z' + gstinCheckCharacter('21AAPFU0939F1Z'), 'Orissa')).toBeNull();
  });

  it('knows the states by their usual spellings', () => {
    expect(gstStateCodeOf('Delhi')).toBe('07');
    expect(gstStateCodeOf('New Delhi')).toBe('07');
    expect(gstStateCodeOf('West  Bengal')).toBe('19');
    expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});

describe('sameGstState', () => {
  it('given two spellings of one state, when compared, then they are one state (an invoice charges CGST and SGST)', () => {
    expect(sameGstState('Orissa', 'Odisha')).toBe(true);
    expect(sameGstState(' new delhi ', 'Delhi')).toBe(true);
    expect(sameGstState('MAHARASHTRA', 'maharashtra')).toBe(true);
  });
  it('given two states, when compared, then they differ (IGST)', () => {
    expect(sameGstState('Maharashtra', 'Karnataka')).toBe(false);
    expect(sameGstState('Odisha', 'Delhi')).toBe(false);
  });
  it('given a state no code names, when compared, then the names as typed decide; a blank one is no state', () => {
    expect(sameGstState('Atlantis', ' atlantis')).toBe(true);
    expect(sameGstState('Atlantis', 'Maharashtra')).toBe(false);
    expect(sameGstState('', '')).toBe(false);
    expect(sameGstState(null, 'Maharashtra')).toBe(false);
  });
});

describe('HSN codes', () => {
  it('has a heading for every subcategory with a GST rate', () => {
    expect(Object.keys(HSN_CODE_OF_SUBCATEGORY).sort()).toEqual(Object.keys(GST_PERCENT).sort());
    for (const code of Object.values(HSN_CODE_OF_SUBCATEGORY)) expect(code).toMatch(HSN_CODE_PATTERN);
  });

  it("prints the line's own code, else its subcategory's", () => {
    expect(hsnCodeOf({ hsnCode: '08045020', subcategory: 'fruits' })).toBe('08045020');
    expect(hsnCodeOf({ subcategory: 'fruits' })).toBe('0804');
    expect(hsnCodeOf({ hsnCode: null, subcategory: 'bakery' })).toBe('1905');
    expect(hsnCodeOf({ subcategory: 'dairy' })).toBeNull();
  });

  it('takes 4, 6 or 8 digits', () => {
    for (const code of ['0804', '090111', '09011112']) expect(HSN_CODE_PATTERN.test(code)).toBe(true);
    for (const code of ['804', '08045', '0804502', '080450201', '08O4', '']) expect(HSN_CODE_PATTERN.test(code)).toBe(false);
  });
});
