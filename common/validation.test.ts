import { describe, expect, it } from 'vitest';
import { email, link, password, phone, requiredString } from './validation';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('validation rules', () => {
  it('password: 8+ characters with upper-case, lower-case and a digit', () => {
    expect(password().safeParse('Heslo123').success).toBe(true);
    for (const bad of ['Heslo12', 'heslo123', 'HESLO123', 'HesloHeslo']) {
      expect(messageOf(password().safeParse(bad))).toBe('formError.passwordError');
    }
    expect(messageOf(password().safeParse(''))).toBe('formError.requiredError');
  });

  it('e-mail is trimmed and checked', () => {
    expect(email().parse('  fan@klub.cz ')).toBe('fan@klub.cz');
    expect(messageOf(email().safeParse('fan@'))).toBe('formError.emailError');
    expect(messageOf(email().safeParse('  '))).toBe('formError.requiredError');
  });

  it('phone: optional plus, 1-3 digit prefix, 9-15 digits', () => {
    expect(phone().parse('+420 601 123 456')).toBe('+420601123456');
    expect(phone().parse('421912345678')).toBe('421912345678');
    expect(messageOf(phone().safeParse('+420 123'))).toBe('formError.invalidPhoneNumber');
    expect(messageOf(phone().safeParse('+42060112345a'))).toBe('formError.invalidPhoneNumber');
  });

  it('link must be http or https', () => {
    expect(link().safeParse('https://klub.cz').success).toBe(true);
    expect(messageOf(link().safeParse('ftp://klub.cz'))).toBe('formError.invalidLinkError');
    expect(messageOf(link().safeParse('javascript:alert(1)'))).toBe('formError.invalidLinkError');
  });

  it('required strings are trimmed and bounded', () => {
    expect(messageOf(requiredString(5).safeParse('   '))).toBe('formError.requiredError');
    expect(messageOf(requiredString(5).safeParse('abcdef'))).toBe('formError.lengthMaxError');
  });
});
