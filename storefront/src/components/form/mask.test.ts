import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterDigits, digitsBefore, isMaskComplete } from './mask';

describe('input masks', () => {
  it('formats the spec masks as digits are typed', () => {
    expect(applyMask('20260315', '####/##/##')).toBe('2026/03/15');
    expect(applyMask('1830', '##:##')).toBe('18:30');
    expect(applyMask('183005', '##:##:##')).toBe('18:30:05');
    expect(applyMask('6011234567', '(###) ### - ####')).toBe('(601) 123 - 4567');
    expect(applyMask('4111111111111111', '#### #### #### ####')).toBe('4111 1111 1111 1111');
    expect(applyMask('241220261830', '##.##.#### ##:##')).toBe('24.12.2026 18:30');
  });

  it('drops what is not a digit and what does not fit', () => {
    expect(applyMask('ab12:3x', '##:##')).toBe('12:3');
    expect(applyMask('123456', '##:##')).toBe('12:34');
  });

  it('writes a separator only once the digit after it is typed', () => {
    expect(applyMask('601', '(###) ### - ####')).toBe('(601');
    expect(applyMask('(601) ', '(###) ### - ####')).toBe('(601');
    expect(applyMask('6011', '(###) ### - ####')).toBe('(601) 1');
  });

  it('keeps the caret after the digit just typed', () => {
    // '9' typed between '12:' and '3' of '12:3'.
    expect(caretAfterDigits(applyMask('12:93', '##:##'), digitsBefore('12:93', 4))).toBe(4);
    // The fourth digit of a phone number moves past the mask's ') '.
    expect(caretAfterDigits(applyMask('(601)1', '(###) ### - ####'), digitsBefore('(601)1', 6))).toBe(7);
    expect(caretAfterDigits('(601) 1', 0)).toBe(0);
  });

  it('knows when every digit is there', () => {
    expect(isMaskComplete('18:30', '##:##')).toBe(true);
    expect(isMaskComplete('18:3', '##:##')).toBe(false);
  });
});
