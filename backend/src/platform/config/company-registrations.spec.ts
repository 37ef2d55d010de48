import { readCompanyRegistrations } from './company-registrations';

describe('company registrations from the environment', () => {
  it('keeps only the configured ones, upper-cased', () => {
    expect(readCompanyRegistrations({ COMPANY_GSTIN: ' 27aaacb1234c1zf ', COMPANY_PAN: '' })).toEqual({ gstin: '27AAACB1234C1ZF' });
  });

  it('invents nothing when none is set', () => {
    expect(readCompanyRegistrations({})).toEqual({});
  });

  it('refuses a malformed number, naming the variable', () => {
    expect(() => readCompanyRegistrations({ COMPANY_PAN: 'ABC123' })).toThrow('COMPANY_PAN');
    expect(() => readCompanyRegistrations({ COMPANY_GSTIN: '27AAACB1234C1Z' })).toThrow('COMPANY_GSTIN');
    expect(() => readCompanyRegistrations({ COMPANY_IEC: 'AAACB1234' })).toThrow('COMPANY_IEC');
  });

  it('refuses a GSTIN whose check character does not match (a typo), as vendors\' GSTINs are checked', () => {
    expect(() => readCompanyRegistrations({ COMPANY_GSTIN: '27AAACB1234C1Z5' })).toThrow('COMPANY_GSTIN is not a valid GSTIN');
    expect(() => readCompanyRegistrations({ COMPANY_GSTIN: '00AAACB1234C1ZF' })).toThrow('COMPANY_GSTIN');
  });

  it('reads all three', () => {
    expect(readCompanyRegistrations({ COMPANY_GSTIN: '27AAACB1234C1ZF', COMPANY_PAN: 'AAACB1234C', COMPANY_IEC: '0312345678' })).toEqual({
      gstin: '27AAACB1234C1ZF',
      pan: 'AAACB1234C',
      iec: '0312345678',
    });
  });
});
