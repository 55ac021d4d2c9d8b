import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const summaries = (query: string) => fetch(`${sandbox.base}/steam/api/ISteamUser/GetPlayerSummaries/v0002/?${query}`);

interface Player {
  steamid: string;
  personaname: string;
  profileurl: string;
  avatar: string;
  avatarmedium: string;
  avatarfull: string;
  communityvisibilitystate: number;
}

describe('GetPlayerSummaries', () => {
  it('answers seeded and unknown users like Steam’s Web API', async () => {
    const response = await summaries('key=sandbox-steam-key&steamids=76561198100000001,76561198555555555,not-an-id');
    expect(response.status).toBe(200);
    const { response: body } = (await response.json()) as { response: { players: Player[] } };
    expect(body.players).toHaveLength(2);
    const [seeded, generated] = body.players;
    expect(seeded).toMatchObject({
      steamid: '76561198100000001',
      personaname: 'Sandbox Buyer',
      profileurl: 'https://steamcommunity.com/profiles/76561198100000001/',
      communityvisibilitystate: 3,
    });
    expect(generated?.steamid).toBe('76561198555555555');
    expect(generated?.personaname).toMatch(/5555$/);
    const avatar = await fetch(generated?.avatarfull ?? '');
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toContain('width="184"');
  });

  it('answers 403 for a wrong or missing key, as Steam does', async () => {
    expect((await summaries('key=wrong&steamids=76561198100000001')).status).toBe(403);
    const missing = await summaries('steamids=76561198100000001');
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('Access is denied');
  });

  it('answers 400 without steamids', async () => {
    expect((await summaries('key=sandbox-steam-key')).status).toBe(400);
  });
});
