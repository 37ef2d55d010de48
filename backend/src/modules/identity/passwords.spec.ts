import { CONTAINS_IDENTITY, TOO_COMMON, passwordProblem } from './passwords';

describe('password policy', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['111111', '123456', 'password', 'Qwerty123', 'iloveyou']) expect(passwordProblem(password, {})).toBe(TOO_COMMON);
  });

  it('refuses a password containing the e-mail, its local part or the name', () => {
    expect(passwordProblem('asha.rao@example.in', { email: 'Asha.Rao@example.in' })).toBe(CONTAINS_IDENTITY);
    expect(passwordProblem('asha.rao-2026', { email: 'asha.rao@example.in' })).toBe(CONTAINS_IDENTITY);
    expect(passwordProblem('Ramanathan#77', { email: 'x@example.in', name: 'Priya Ramanathan' })).toBe(CONTAINS_IDENTITY);
  });

  it('accepts an uncommon password unrelated to the person', () => {
    expect(passwordProblem('tamarind-kettle-42', { email: 'asha@example.in', name: 'Asha Rao' })).toBeNull();
  });
});
