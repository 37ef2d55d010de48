import { gstinStateRefusal } from './vendor-gstin.rule';

describe("a vendor's GSTIN and state", () => {
  const inPune = { taxId: null, state: 'Maharashtra' };

  it('takes a GSTIN of the state the profile names', () => {
    expect(gstinStateRefusal(inPune, { taxId: '27AAPFU0939F1ZV' })).toBeNull();
    expect(gstinStateRefusal({ taxId: '27AAPFU0939F1ZV', state: 'Karnataka' }, { taxId: '29AAGCB7383J1Z4', state: 'Karnataka' })).toBeNull();
  });

  it("refuses a GSTIN of another state, on the field the edit changed", () => {
    expect(gstinStateRefusal(inPune, { taxId: '29AAGCB7383J1Z4' })).toEqual({ taxId: 'This GSTIN is registered in Karnataka (29), not in Maharashtra: use the GSTIN of the state you sell from' });
    expect(gstinStateRefusal({ taxId: '27AAPFU0939F1ZV', state: 'Maharashtra' }, { state: 'Goa' })).toEqual({ state: 'This GSTIN is registered in Maharashtra (27), not in Goa: use the GSTIN of the state you sell from' });
  });

  it('leaves alone what it cannot tell, and edits that touch neither', () => {
    expect(gstinStateRefusal({ taxId: 'GST-OLD-42', state: 'Maharashtra' }, { state: 'Goa' })).toBeNull();
    expect(gstinStateRefusal({ taxId: '27AAPFU0939F1ZV', state: '' }, { taxId: '27AAPFU0939F1ZV' })).toBeNull();
    expect(gstinStateRefusal({ taxId: '27AAPFU0939F1ZV', state: 'Goa' }, {})).toBeNull();
    expect(gstinStateRefusal({ taxId: '27AAPFU0939F1ZV', state: 'Goa' }, { taxId: '' })).toBeNull();
  });
});
