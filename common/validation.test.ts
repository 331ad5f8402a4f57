import { describe, expect, it } from 'vitest';
import {
  address,
  capitalLetter,
  city,
  date,
  dateAfter,
  dateBefore,
  dateTime,
  digit,
  email,
  fileUrl,
  futureDate,
  hasUnsafeCharacter,
  link,
  maxLength,
  minLength,
  password,
  pastDate,
  phone,
  price,
  requiredNumber,
  requiredString,
  requiredTrue,
  youtubeLink,
} from './validation';

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

  it('required boolean and number', () => {
    expect(requiredTrue().safeParse(true).success).toBe(true);
    expect(messageOf(requiredTrue().safeParse(false))).toBe('formError.requiredError');
    expect(requiredNumber().parse(0)).toBe(0);
    expect(messageOf(requiredNumber().safeParse(Number.NaN))).toBe('formError.requiredError');
    expect(messageOf(requiredNumber().safeParse(undefined))).toBe('formError.requiredError');
  });

  it('minimum and maximum length carry their bound', () => {
    expect(minLength(3).safeParse('abc').success).toBe(true);
    const short = minLength(3).safeParse('ab');
    expect(messageOf(short)).toBe('formError.lengthMinError');
    expect(short.error?.issues[0]).toMatchObject({ minimum: 3 });
    expect(maxLength(3).safeParse('abc').success).toBe(true);
    expect(messageOf(maxLength(3).safeParse('abcd'))).toBe('formError.lengthMaxError');
  });

  it('capital letter and digit', () => {
    expect(capitalLetter().safeParse('žluŤoučký').success).toBe(true);
    expect(messageOf(capitalLetter().safeParse('žluťoučký'))).toBe('formError.capitalError');
    expect(digit().safeParse('kůň 7').success).toBe(true);
    expect(messageOf(digit().safeParse('kůň'))).toBe('formError.numberError');
  });

  it('price: digits with an optional decimal part', () => {
    for (const ok of ['0', '1290', '99.9', '149,50']) expect(price().safeParse(ok).success).toBe(true);
    for (const bad of ['', '-5', '12.', '1.234', '12 Kč', '1e3']) {
      expect(messageOf(price().safeParse(bad)), bad).toBe('formError.numberError');
    }
  });

  it('date: dd.MM.yyyy and a real day', () => {
    expect(date().safeParse('29.02.2024').success).toBe(true);
    for (const bad of ['29.02.2023', '2024-02-29', '1.2.2024', '32.01.2024', '']) {
      expect(messageOf(date().safeParse(bad)), bad).toBe('formError.invalidDateError');
    }
  });

  it('date-time: dd.MM.yyyy HH:mm, invalid with the mask placeholder', () => {
    expect(dateTime().safeParse('24.12.2026 18:30').success).toBe(true);
    for (const bad of [
      '24.12.2026 1_:__',
      '24.12.2026 24:00',
      '24.12.2026 18:60',
      '24.12.2026',
      '__.__.____ __:__',
    ]) {
      expect(messageOf(dateTime().safeParse(bad)), bad).toBe('formError.invalidDateTimeError');
    }
  });

  it('date before and after a limit, with past and future presets', () => {
    const limit = new Date(2026, 5, 15, 12, 0);
    expect(dateBefore(limit).safeParse('14.06.2026').success).toBe(true);
    const same = dateBefore(limit).safeParse('15.06.2026');
    expect(messageOf(same)).toBe('formError.dateMustBeBefore__futureDate');
    expect(same.error?.issues[0]).toMatchObject({ params: { date: '15.06.2026' } });
    expect(dateAfter(limit).safeParse('16.06.2026').success).toBe(true);
    expect(messageOf(dateAfter(limit).safeParse('15.06.2026'))).toBe('formError.dateMustBeAfter__pastDate');
    expect(messageOf(dateAfter(limit).safeParse('16/06/2026'))).toBe('formError.invalidDateError');

    expect(pastDate(limit).safeParse('01.01.1990').success).toBe(true);
    expect(messageOf(pastDate(limit).safeParse('01.01.2030'))).toBe('formError.dateMustBeBefore__futureDate');
    expect(futureDate(limit).safeParse('01.01.2030').success).toBe(true);
    expect(messageOf(futureDate(limit).safeParse('01.01.1990'))).toBe('formError.dateMustBeAfter__pastDate');
  });

  it('video link must be on the www host of the video site', () => {
    expect(youtubeLink().safeParse('https://www.youtube.com/watch?v=abc').success).toBe(true);
    for (const bad of [
      'https://youtube.com/watch?v=abc',
      'https://youtu.be/abc',
      'https://www.youtube.com.evil.cz/',
    ]) {
      expect(messageOf(youtubeLink().safeParse(bad)), bad).toBe('formError.youtubeLinkError');
    }
    expect(messageOf(youtubeLink().safeParse('ftp://www.youtube.com/'))).toBe('formError.invalidLinkError');
  });

  it('city: letters with accents, hyphen, apostrophe, whitespace and !', () => {
    for (const ok of ['Brno', 'Frýdek-Místek', 'Banská Bystrica', "L'Aquila", 'Westward Ho!']) {
      expect(city().safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['Praha 4', 'Brno/Sever', '']) {
      expect(messageOf(city().safeParse(bad)), bad).toBe('formError.invalidCityName');
    }
  });

  it("address: letters, digits, accents and - ' / , . #", () => {
    for (const ok of ['Náměstí Míru 1/12', 'Hlavná 5, Košice', 'Flat #3, O’Neill St.']) {
      expect(address().safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['Ulice <b>', 'Dlouhá 5; drop', '']) {
      expect(messageOf(address().safeParse(bad)), bad).toBe('formError.invalidAddress');
    }
  });
});

describe('file addresses and unsafe characters', () => {
  it('takes own media files and https addresses only', () => {
    for (const good of ['/media/files/a.png', 'https://cdn.example.com/a.png?x=1']) {
      expect(fileUrl().safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/media/../admin/',
      '/api/v1/x',
      'http://cdn.example.com/a.png',
      'https://a b.example/x.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(messageOf(fileUrl().safeParse(bad)), bad).toBe('formError.invalidLinkError');
    }
  });

  it('finds a NUL and lone surrogates but not emoji', () => {
    expect(hasUnsafeCharacter('a\u0000')).toBe(true);
    expect(hasUnsafeCharacter('\uD800x')).toBe(true);
    expect(hasUnsafeCharacter('x\uDC00')).toBe(true);
    expect(hasUnsafeCharacter('Gól 😀\tžluťoučký')).toBe(false);
  });
});
