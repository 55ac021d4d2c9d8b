/**
 * Real item images: with IMAGE_HOST pointed at a CDN, `img_url` is the item's icon on it
 * (Valve's path shapes; economy images sized for the card, larger for the cart's big image), and
 * `img_fallback_url` is the generated art the browser falls back to. Offline (the default) nothing changes.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cdnIconUrl } from '../src/services/images/product-image.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { signedInBuyer } from './helpers/sessions.ts';

const CDN = 'http://cdn.test:4110/cdn/';

describe('cdnIconUrl', () => {
  it('maps both of Valve\'s icon URL shapes onto the configured host, sizing economy images', () => {
    const app = 'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/antimage/offhand.bf9a85.png';
    const economy = 'https://steamcommunity-a.akamaihd.net/economy/image/i0CoZ81Ui0m-9KwlBY1L';
    expect(cdnIconUrl(CDN, app, 'card')).toBe(`${CDN}apps/570/icons/econ/items/antimage/offhand.bf9a85.png`);
    expect(cdnIconUrl(CDN, economy, 'card')).toBe(`${CDN}economy/image/i0CoZ81Ui0m-9KwlBY1L/256fx256f`);
    expect(cdnIconUrl('https://cdn.example', `${economy}/62fx62f`, 'large')).toBe('https://cdn.example/economy/image/i0CoZ81Ui0m-9KwlBY1L/512fx512f');
    expect(cdnIconUrl(CDN, null, 'card')).toBeNull();
    expect(cdnIconUrl(CDN, 'https://elsewhere.example/picture.jpg', 'card')).toBeNull();
    expect(cdnIconUrl('/api/images/', app, 'card')).toBeNull();
  });
});

describe('product images from a CDN', () => {
  const ctx = useTestApp({ IMAGE_HOST: CDN });

  it('lists and details answer the icon on the CDN, with the generated art as fallback', async () => {
    const withIcon = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', item: { iconUrl: { contains: '/apps/570/icons/' } } } });
    const details = (await request(ctx.app.server).get(`/api/items/${withIcon.id}`).expect(200)).body.payload;
    expect(details.img_url).toMatch(new RegExp(`^${CDN}apps/570/icons/econ/.+\\.png$`));
    expect(details.img_fallback_url).toBe(`items/${withIcon.itemId}.svg`);
    for (const similar of details.similar) expect(similar.img_url).toMatch(/^http:\/\/cdn\.test:4110\/cdn\/|^items\/\d+\.svg$/);

    const list = (await request(ctx.app.server).get('/api/items/list?limit=16').expect(200)).body.payload;
    expect(list.some((item: { img_url: string }) => item.img_url.startsWith(CDN))).toBe(true);
  });

  it('an item Valve has no icon for keeps its generated art', async () => {
    const without = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', item: { iconUrl: null } } });
    const details = (await request(ctx.app.server).get(`/api/items/${without.id}`).expect(200)).body.payload;
    expect(details.img_url).toBe(`items/${without.itemId}.svg`);
  });

  it('the cart answers the card size and a large image', async () => {
    const { browser } = await signedInBuyer(ctx);
    const economy = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', item: { iconUrl: { contains: '/economy/image/' } } } });
    const cart = (await browser.post('/api/cart/add', { id: economy.id })).json();
    expect(cart.cart[0]).toMatchObject({
      img_url: expect.stringMatching(/\/economy\/image\/[\w-]+\/256fx256f$/),
      img_url_big: expect.stringMatching(/\/economy\/image\/[\w-]+\/512fx512f$/),
      img_fallback_url: `items/${economy.itemId}.svg`,
    });
    await restoreListings(ctx.db, [economy.id]);
  });

  it('the Content-Security-Policy lets the browser load the CDN', async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
    expect(csp.split('; ').find((directive) => directive.startsWith('img-src'))).toContain('http://cdn.test:4110');
  });
});

describe('product images offline (the default)', () => {
  const ctx = useTestApp();

  it('answers the generated art, relative to the local image host', async () => {
    const [listing] = await takeAvailableListings(ctx.db, 1);
    const details = (await request(ctx.app.server).get(`/api/items/${listing!.id}`).expect(200)).body.payload;
    expect(details.img_url).toBe(`items/${listing!.itemId}.svg`);
    expect(details.img_fallback_url).toBe(`items/${listing!.itemId}.svg`);
    await restoreListings(ctx.db, [listing!.id]);
  });
});
