import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/zip';
import { createApplePassMaker, type TicketPassContent } from './applePass';
import { TEST_PASS_TYPE_ID, TEST_TEAM_ID, testWalletCredentials, verifyPassSignature } from './testWallet';

const credentials = testWalletCredentials();
const maker = createApplePassMaker({
  passTypeId: TEST_PASS_TYPE_ID,
  teamId: TEST_TEAM_ID,
  certificate: credentials.passCertificatePem,
  key: credentials.passKeyPem,
  keyPassphrase: credentials.passphrase,
  wwdrCertificate: credentials.wwdrPem,
  organizationName: 'FK Tribuna',
  apnsUrl: 'https://api.push.apple.com',
});

const admission: TicketPassContent = {
  ticketUuid: '22222222-2222-4222-8222-222222222222',
  code: 'AAAA2222BB',
  qrPayload: 'eyJ2IjoyfQ.c2ln',
  state: 'valid',
  eventName: 'Derby under the Oak',
  startsAt: new Date('2026-12-01T17:00:00.000Z'),
  venue: 'Letná',
  section: null,
  row: null,
  seatLabel: null,
  categoryName: 'Standing',
  holderName: 'Jana Nováková',
  language: 'en',
};

async function passJson(bytes: Buffer) {
  const files = await unzip(bytes);
  verifyPassSignature(files.get('manifest.json')!, files.get('signature')!, credentials);
  return JSON.parse(files.get('pass.json')!.toString()) as Record<string, unknown> & {
    eventTicket: Record<string, { key: string; label: string; value: string }[]>;
  };
}

describe('an Apple Wallet pass', () => {
  it("names a general admission's category in the holder's language", async () => {
    const pass = await passJson(
      await maker.make(admission, {
        url: 'https://klub.cz/api/v1/wallet/apple',
        authenticationToken: '1.abcdefghijklmnopqrstuvwxyz',
      }),
    );
    expect(pass.organizationName).toBe('FK Tribuna');
    expect(pass.eventTicket.auxiliaryFields).toEqual([
      { key: 'admission', label: 'Seat', value: 'General admission' },
      { key: 'category', label: 'Category', value: 'Standing' },
    ]);
    expect(pass.eventTicket.backFields).toContainEqual({
      key: 'holder',
      label: 'Holder',
      value: 'Jana Nováková',
    });
    expect(pass.webServiceURL).toBe('https://klub.cz/api/v1/wallet/apple');
    expect(pass.authenticationToken).toBe('1.abcdefghijklmnopqrstuvwxyz');
  });

  it('names no web service that is not https (Wallet refuses one), and a passed-on pass has no code', async () => {
    const pass = await passJson(
      await maker.make(
        { ...admission, state: 'passedOn', language: 'sk' },
        {
          url: 'http://localhost:3000/api/v1/wallet/apple',
          authenticationToken: '1.abcdefghijklmnopqrstuvwxyz',
        },
      ),
    );
    expect(pass.webServiceURL).toBeUndefined();
    expect(pass.authenticationToken).toBeUndefined();
    expect(pass.voided).toBe(true);
    expect(pass.barcodes).toBeUndefined();
    expect(pass.eventTicket.headerFields).toEqual([
      {
        key: 'status',
        label: 'Stav',
        value: 'Vstupenka bola odovzdaná inému držiteľovi; platí len jeho kód.',
      },
    ]);
  });
});
