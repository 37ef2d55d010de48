import { thrownBy } from '../platform/thrown.testing';
import { adminCreateInput, parseArgs, rebuildSelection, replayInput, UsageError } from './cli-args';

const refusal = (run: () => unknown): string => thrownBy(run, UsageError).message;

describe('command-line arguments', () => {
  describe('parseArgs', () => {
    it('reads --name value and --name=value, and the rest as positional', () => {
      const args = parseArgs(['rates', '--from', '2026-01-01', '--only=a,b'], ['from', 'only']);
      expect(Object.fromEntries(args.flags)).toEqual({ from: '2026-01-01', only: 'a,b' });
      expect(args.positional).toEqual(['rates']);
    });

    it('keeps an empty value empty, never "true"', () => {
      expect(parseArgs(['--name', ''], ['name']).flags.get('name')).toBe('');
      expect(parseArgs(['--name='], ['name']).flags.get('name')).toBe('');
    });

    it('refuses a flag given twice in either form, naming it, instead of keeping one of the values', () => {
      expect(refusal(() => parseArgs(['--email', 'a@x.in', '--email', 'b@y.in'], ['email']))).toBe('--email is given more than once');
      expect(refusal(() => parseArgs(['--email=a@x.in', '--email', 'a@x.in'], ['email']))).toBe('--email is given more than once');
      expect(refusal(() => parseArgs(['--name', '', '--name='], ['name']))).toBe('--name is given more than once');
    });

    it('refuses an unknown flag and a flag without its value', () => {
      expect(refusal(() => parseArgs(['--onyl', 'rates'], ['only']))).toBe('Unknown option --onyl; known: --only');
      expect(refusal(() => parseArgs(['--bogus=1'], ['only']))).toBe('Unknown option --bogus; known: --only');
      expect(refusal(() => parseArgs(['--only'], ['only']))).toBe('--only needs a value');
      expect(refusal(() => parseArgs(['--only', '--to', 'x'], ['only', 'to']))).toBe('--only needs a value');
    });
  });

  describe('admin:create', () => {
    const valid = ['--email', 'Admin@Example.in', '--password', 'a long passphrase'];

    it('takes an e-mail, a password and a name; an empty or absent name is "Administrator"', () => {
      expect(adminCreateInput([...valid, '--name', 'Asha Rao'])).toEqual({ email: 'Admin@Example.in', password: 'a long passphrase', name: 'Asha Rao' });
      expect(adminCreateInput([...valid, '--name', '']).name).toBe('Administrator');
      expect(adminCreateInput([...valid, '--name', '   ']).name).toBe('Administrator');
      expect(adminCreateInput(valid).name).toBe('Administrator');
    });

    it('refuses an e-mail sign-in would refuse, a missing or short password, unknown flags and stray words', () => {
      expect(refusal(() => adminCreateInput(['--email', 'not-an-email', '--password', 'a long passphrase']))).toBe('--email "not-an-email" is not a valid e-mail address');
      expect(refusal(() => adminCreateInput(['--email', 'a@b', '--password', 'a long passphrase']))).toMatch(/not a valid e-mail/);
      expect(refusal(() => adminCreateInput(['--email', '', '--password', 'a long passphrase']))).toBe('--email is required');
      expect(refusal(() => adminCreateInput(['--email', 'a@b.in', '--password', '']))).toBe('--password is required');
      expect(refusal(() => adminCreateInput(['--email', 'a@b.in', '--password', 'short']))).toBe('--password must be at least 8 characters');
      expect(refusal(() => adminCreateInput([...valid, '--nmae', 'Asha']))).toMatch(/^Unknown option --nmae/);
      expect(refusal(() => adminCreateInput([...valid, 'Asha']))).toBe('Unexpected argument "Asha"');
      expect(refusal(() => adminCreateInput([...valid, '--name', 'x'.repeat(121)]))).toBe('--name must be at most 120 characters');
    });

    it('refuses each of its flags given twice rather than creating the admin with the last one', () => {
      expect(refusal(() => adminCreateInput(['--email', 'a@x.in', '--email', 'b@y.in', '--password', 'a long passphrase']))).toBe('--email is given more than once');
      expect(refusal(() => adminCreateInput([...valid, '--password', 'another passphrase']))).toBe('--password is given more than once');
      expect(refusal(() => adminCreateInput([...valid, '--name', 'Asha', '--name=Ravi']))).toBe('--name is given more than once');
    });
  });

  describe('projections:rebuild', () => {
    it('rebuilds all without --only, the names given with it', () => {
      expect(rebuildSelection([])).toBeNull();
      expect(rebuildSelection(['--only', 'rates, users,orders'])).toEqual(['rates', 'users', 'orders']);
      expect(rebuildSelection(['--only=orders'])).toEqual(['orders']);
    });

    it('refuses --only given twice: several names go in one, comma-separated', () => {
      expect(refusal(() => rebuildSelection(['--only', 'rates', '--only=orders']))).toBe('--only is given more than once');
    });

    it('refuses a misspelt flag, a stray word and an empty --only instead of rebuilding everything', () => {
      expect(refusal(() => rebuildSelection(['--onyl', 'rates']))).toMatch(/^Unknown option --onyl/);
      expect(refusal(() => rebuildSelection(['--bogus']))).toMatch(/^Unknown option --bogus/);
      expect(refusal(() => rebuildSelection(['--only']))).toBe('--only needs a value');
      expect(refusal(() => rebuildSelection(['--only', '']))).toMatch(/^--only needs one or more read model names/);
      expect(refusal(() => rebuildSelection(['--only=,']))).toMatch(/^--only needs one or more read model names/);
      expect(refusal(() => rebuildSelection(['rates']))).toBe('Unexpected argument "rates"');
    });
  });

  describe('replay', () => {
    it('takes one report and its options', () => {
      expect(replayInput(['orders', '--from', '2026-01-01', '--interval=week', '--out', 'o.csv'])).toEqual({ report: 'orders', from: '2026-01-01', to: undefined, interval: 'week', out: 'o.csv' });
      expect(replayInput(['--to', '2026-02-01', 'rates'])).toMatchObject({ report: 'rates', to: '2026-02-01' });
    });

    it('refuses unknown flags, a flag without its value, an empty --out and two reports', () => {
      expect(refusal(() => replayInput(['rates', '--form', '2026-01-01']))).toMatch(/^Unknown option --form/);
      expect(refusal(() => replayInput(['rates', '--from']))).toBe('--from needs a value');
      expect(refusal(() => replayInput(['rates', '--out', '']))).toBe('--out needs a file name');
      expect(refusal(() => replayInput(['rates', 'orders']))).toMatch(/^One report at a time/);
    });

    it('refuses each of its flags given twice', () => {
      for (const flag of ['from', 'to', 'interval', 'out']) {
        expect(refusal(() => replayInput(['rates', `--${flag}`, 'a', `--${flag}=b`]))).toBe(`--${flag} is given more than once`);
      }
    });
  });
});
