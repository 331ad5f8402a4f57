import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorNameForStatus, errorNames, isSilentError } from './errors';
import { translations } from './i18n/index';

describe('error catalogue', () => {
  it('marks exactly the spec silent names as silent', () => {
    expect(errorNames.filter(isSilentError).sort()).toEqual(
      [
        'orderNotFound',
        'orderPaymentStatusConflict',
        'userHasNotPermissionForContent',
        'voucherDeliveryIdentityNotSet',
      ].sort(),
    );
    expect(errorCatalogue.voucherDeliveryIdentityNotSet.status).toBe(412);
  });

  it('has a non-empty cs, sk and en text for every name', () => {
    for (const language of ['cs', 'sk', 'en'] as const) {
      for (const name of errorNames) {
        expect(translations[language].apiError[name], `${language}.${name}`).toMatch(/\S/);
      }
    }
    expect(translations.sk.apiError.seatsAlreadyOccupied).not.toBe(
      translations.cs.apiError.seatsAlreadyOccupied,
    );
  });
});

describe('errorNameForStatus', () => {
  it('names a bare HTTP status with the generic catalogue entry', () => {
    expect(errorNameForStatus(401)).toBe('unauthorized');
    expect(errorNameForStatus(429)).toBe('tooManyRequests');
    expect(errorNameForStatus(413)).toBe('payloadTooLarge');
    expect(errorNameForStatus(418)).toBe('badRequest');
    expect(errorNameForStatus(504)).toBe('internalServerError');
  });
});
