import { describe, expect, it } from 'vitest';
import { checkNewSecret } from './secret-rules';

describe('a new PIN or passphrase', () => {
  it('takes a PIN of 4 to 8 digits, Western or Arabic-Indic', () => {
    expect(checkNewSecret('pin', '2468')).toBeNull();
    expect(checkNewSecret('pin', '٢٤٦٨١٣٥٧')).toBeNull();
    expect(checkNewSecret('pin', '246')).toBe('settings.pinFormat');
    expect(checkNewSecret('pin', '246813579')).toBe('settings.pinFormat');
    expect(checkNewSecret('pin', '24a8')).toBe('settings.pinFormat');
  });

  it('takes a passphrase of at least 8 characters', () => {
    expect(checkNewSecret('passphrase', 'نهر هادئ')).toBeNull();
    expect(checkNewSecret('passphrase', 'short')).toBe('settings.passphraseShort');
  });
});
