import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './helpers.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the Steam image CDN stand-in', () => {
  it('serves an economy image at the size its suffix asks for', async () => {
    const response = await fetch(`${sandbox.base}/cdn/economy/image/i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMtty/360fx360f`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 360, height: 360 });

    const small = Buffer.from(await (await fetch(`${sandbox.base}/cdn/economy/image/i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMtty/128fx128f`)).arrayBuffer());
    expect(pngSize(small)).toEqual({ width: 128, height: 128 });
  });

  it('serves the seed\'s full-length economy hashes (up to 280 characters), not 414 URI Too Long', async () => {
    // Item 4981's real icon hash: 187 characters, past Fastify's default 100-character route parameter.
    const hash =
      'i0CoZ81Ui0m-9KwlBY1L_18myuGuq1wfhWSaZgMttydbPaERSR0Wqmu7LAocGIyi3kajH-TBwcOiPjSR6kRy-5Pg71fYURHwipOv-y1J6P26fKFjH-CfD3OVj7105rY6THq1xxwktmuBw9msdXqVPVN0D8BwE-Vb50G5xNCxYr7m51HAy9US9Fn-Wnw';
    const response = await fetch(`${sandbox.base}/cdn/economy/image/${hash}/512fx512f`);
    expect(response.status).toBe(200);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 512, height: 512 });
    expect((await fetch(`${sandbox.base}/cdn/economy/image/${'a'.repeat(280)}`)).status).toBe(200);
  });

  it('serves an app icon path as the fixed-size PNG Valve stores', async () => {
    const path = 'apps/570/icons/econ/items/antimage/antimage_slasher_offhand_weapon.bf9a85181dfe081c15f28340052800d3accbecdf.png';
    const response = await fetch(`${sandbox.base}/cdn/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 256, height: 170 });
  });

  it('draws different pictures for different items, and the same one every time', async () => {
    const get = async (hash: string) => Buffer.from(await (await fetch(`${sandbox.base}/cdn/economy/image/${hash}/64fx64f`)).arrayBuffer());
    const [a, again, b] = await Promise.all([get('aaaa1111'), get('aaaa1111'), get('bbbb2222')]);
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
  });

  it('answers 404 for paths a real CDN would not serve, so the browser falls back', async () => {
    for (const path of ['economy/image/', 'apps/570/icons/econ/items/x.gif', 'economy/image/abc/99999fx99999f', 'missing/econ/x.png']) {
      expect((await fetch(`${sandbox.base}/cdn/${path}`)).status, path).toBe(404);
    }
  });
});
