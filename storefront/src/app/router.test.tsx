import { describe, expect, it } from 'vitest';
import { routeNames, routes } from '@tribuna/common/routes';
import { screens } from './router';

describe('storefront screens', () => {
  it('exist exactly for the routes the table marks as built', () => {
    const storefrontBuilt = routeNames.filter(
      (name) => routes[name].built && routes[name].layout !== 'private',
    );
    expect(Object.keys(screens).sort()).toEqual(storefrontBuilt.sort());
  });
});
