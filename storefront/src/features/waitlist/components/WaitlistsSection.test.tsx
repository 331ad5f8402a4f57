import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { changeLanguage } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { WaitlistsSection } from './WaitlistsSection';

const fetchMock = vi.fn<typeof fetch>();
const EVENT = '0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c29';
const MEMBERSHIP = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ORDER = '6e5d4c3b-2a19-4087-9665-544332211000';

const entry = (values: Partial<MyWaitlistEntry>): MyWaitlistEntry => ({
  uuid: '5f0e1d2c-3b4a-4958-8776-a5b4c3d2e1f0',
  subject: 'event',
  subjectUuid: EVENT,
  name: 'Derby',
  startsAt: '2030-05-01T17:00:00.000Z',
  category: null,
  categoryName: null,
  quantity: 2,
  position: 4,
  status: 'waiting',
  joinedAt: '2030-04-20T10:00:00.000Z',
  offer: null,
  ...values,
});

const waiting = entry({});
const offered = entry({
  uuid: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  subjectUuid: '3b4c5d6e-7f80-4192-8b3c-4d5e6f7a8b9c',
  name: 'Finále',
  position: null,
  quantity: 1,
  status: 'offered',
  offer: {
    uuid: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    quantity: 1,
    expiresAt: '2030-04-22T08:30:00.000Z',
    seats: [],
    orderUuid: null,
    byStaff: false,
    createdAt: '2030-04-21T08:30:00.000Z',
  },
});
const membership = entry({
  uuid: '4c5d6e7f-8091-42a3-9c4d-5e6f7a8b9cad',
  subject: 'subscription',
  subjectUuid: MEMBERSHIP,
  name: 'Permanentka',
  startsAt: null,
  quantity: 1,
  position: null,
  status: 'lapsed',
});
const left = entry({ uuid: '5d6e7f80-91a2-43b4-8d5e-6f7a8b9cadbe', name: 'Odešel jsem', status: 'left' });

const membershipOffer = entry({
  uuid: '6e7f8091-a2b3-44c5-9e6f-7a8b9cadbecf',
  subject: 'subscription',
  subjectUuid: MEMBERSHIP,
  name: 'Permanentka',
  startsAt: null,
  quantity: 1,
  position: null,
  status: 'offered',
  offer: { ...offered.offer!, quantity: 1 },
});
const price = (uuid: string, label: string, amount: number) => ({ uuid, label, amount, currency: 'CZK' });
const prices = [
  price('7f8091a2-b3c4-45d6-8f7a-8b9cadbecfd0', 'Dospělý', 150_000),
  price('8091a2b3-c4d5-46e7-907a-9cadbecfd0e1', 'Jen v eurech', 0),
  price('91a2b3c4-d5e6-47f8-a18b-adbecfd0e1f2', 'Student', 90_000),
];

function server(
  mine: MyWaitlistEntry[],
  order: Response = jsonResponse(201, { uuid: ORDER, orderHash: 'h' }),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/v1/auth/waitlists') return jsonResponse(200, { data: mine });
    if (url === `/api/v1/subscriptions/${MEMBERSHIP}`) return jsonResponse(200, { uuid: MEMBERSHIP, prices });
    if (url.endsWith('/order') && init?.method === 'POST') return order.clone();
    if (init?.method === 'DELETE') return jsonResponse(204);
    return jsonResponse(404, { name: 'notFound' });
  });
}

const posts = (suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(suffix) && init?.method === 'POST');

function renderSection(path = '/app/ucet') {
  return renderWithApp(
    <Routes>
      {['/app/ucet', '/sk/app/ucet'].map((p) => (
        <Route key={p} path={p} element={<WaitlistsSection />} />
      ))}
      <Route path="/app/objednavka" element={<p>Košík</p>} />
      <Route path="/sk/app/objednavka" element={<p>Košík</p>} />
    </Routes>,
    { path, session: fakeSession({ user: testUser() }) },
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  unbindCurrentOrder();
  await changeLanguage('cs');
});

describe("the account's waiting lists", () => {
  it('says when the buyer is on no list', async () => {
    server([left]);
    renderSection();
    const region = screen.getByRole('region', { name: 'Čekací listiny' });
    expect(await within(region).findByText(/^Nejste v žádné čekací listině/)).toBeTruthy();
    expect(within(region).queryByText('Odešel jsem')).toBeNull();
  });

  it('lists places in line and offers first, then what became of the ended ones', async () => {
    server([membership, waiting, offered, left]);
    renderSection();
    const region = screen.getByRole('region', { name: 'Čekací listiny' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Derby',
      'Finále',
      'Permanentka',
    ]);
    const [derby, finale, pass] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(derby).getByRole('link', { name: 'Derby' }).getAttribute('href')).toBe(
      `/akce-a-vstupenky/${EVENT}`,
    );
    expect(within(derby).getByText('Čekáte')).toBeTruthy();
    expect(within(derby).getByText('Vaše pořadí: 4.')).toBeTruthy();
    expect(within(derby).getByText('Čekáte na 2 místa.')).toBeTruthy();
    expect(within(derby).queryByRole('button', { name: /^Zaplatit/ })).toBeNull();

    expect(within(finale).getByText('Nabídka')).toBeTruthy();
    expect(
      within(finale).getByText('Uvolnila se pro vás místa! Držíme je do 22.04.2030 10:30.'),
    ).toBeTruthy();
    expect(within(finale).getByRole('button', { name: 'Zaplatit nabídku: Finále' })).toBeTruthy();

    expect(within(pass).getByText('Členství')).toBeTruthy();
    expect(within(pass).getByText('Nabídka vypršela a přešla na dalšího v pořadí.')).toBeTruthy();
    expect(within(pass).queryByRole('button')).toBeNull();
  });

  it('speaks Slovak on the Slovak pages', async () => {
    await changeLanguage('sk');
    server([waiting, offered]);
    renderSection('/sk/app/ucet');
    const region = screen.getByRole('region', { name: 'Čakacie listiny' });
    expect(await within(region).findByText('Vaše poradie: 4.')).toBeTruthy();
    expect(within(region).getByText('Čakáte na 2 miesta.')).toBeTruthy();
    expect(
      within(region).getByText('Uvoľnili sa pre vás miesta! Držíme ich do 22.04.2030 10:30.'),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Derby' }).getAttribute('href')).toBe(
      `/sk/podujatia-a-vstupenky/${EVENT}`,
    );
  });

  it('leaves a list from the account, warning that an offer is lost', async () => {
    server([offered]);
    renderSection();
    const region = screen.getByRole('region', { name: 'Čekací listiny' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Opustit čekací listinu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opustit čekací listinu?' });
    expect(within(dialog).getByText(/Přijdete o svou nabídku/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opustit čekací listinu' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'DELETE' && String(url) === `/api/v1/events/${offered.subjectUuid}/waitlist`,
        ),
      ).toBe(true),
    );
  });
});

describe("a membership's offer", () => {
  it('is paid for the price variant the buyer chooses, of those sold in their currency', async () => {
    server([membershipOffer]);
    const { location } = renderSection();
    const region = screen.getByRole('region', { name: 'Čekací listiny' });
    const variants = await within(region).findByRole('radiogroup', { name: 'Varianta členství' });
    expect(
      within(variants)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Dospělý: 1\u00a0500\u00a0Kč', 'Student: 900\u00a0Kč']);
    const pay = within(region).getByRole<HTMLButtonElement>('button', {
      name: 'Zaplatit nabídku: Permanentka',
    });
    expect(pay.disabled).toBe(true);
    fireEvent.click(within(variants).getByRole('radio', { name: /^Student/ }));
    fireEvent.click(pay);
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    const [post] = posts(`/auth/waitlists/${membershipOffer.uuid}/order`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ currency: 'CZK', priceUuid: prices[2]!.uuid });
  });

  it("waits from the offer's link for the buyer to choose the variant", async () => {
    server([membershipOffer]);
    renderSection(`/app/ucet?waitlist=${membershipOffer.uuid}`);
    expect(await screen.findByText('Vyberte variantu členství a zaplaťte ji.')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: 'Varianta členství' })).toBeTruthy();
    expect(posts(`/auth/waitlists/${membershipOffer.uuid}/order`)).toHaveLength(0);
  });
});

describe("an offer's link", () => {
  it('makes the order and opens the cart to pay it, in place of the account page', async () => {
    server([offered]);
    const { location } = renderSection(`/app/ucet?waitlist=${offered.uuid}`);
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    expect(currentOrder()).toEqual({ uuid: ORDER, orderHash: 'h' });
    expect(posts(`/auth/waitlists/${offered.uuid}/order`)).toHaveLength(1);
  });

  it('pays in euros on the Slovak pages', async () => {
    server([offered]);
    const { location } = renderSection(`/sk/app/ucet?waitlist=${offered.uuid}`);
    await waitFor(() => expect(location()).toBe('/sk/app/objednavka'));
    const [post] = posts(`/auth/waitlists/${offered.uuid}/order`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ currency: 'EUR' });
  });

  it('says when the offer is gone', async () => {
    server([], jsonResponse(409, { name: 'waitlistOfferExpired', message: 'x' }));
    const { location } = renderSection(`/app/ucet?waitlist=${offered.uuid}`);
    expect(await screen.findByText('Tato nabídka už neplatí: vypršela, nebo jste ji využili.')).toBeTruthy();
    expect(location()).toBe(`/app/ucet?waitlist=${offered.uuid}`);
    expect(currentOrder()).toBeNull();
  });
});
