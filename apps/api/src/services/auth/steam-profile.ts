/** Name and avatar from Steam's GetPlayerSummaries, best-effort: any failure or slowness just means none. */
export interface SteamProfile {
  name: string;
  avatarUrl: string | null;
}

interface PlayerSummaries {
  response?: { players?: Array<{ steamid?: unknown; personaname?: unknown; avatarfull?: unknown }> };
}

export async function fetchSteamProfile(apiUrl: string, apiKey: string, steamId: string, timeoutMs = 2000): Promise<SteamProfile | null> {
  try {
    const query = new URLSearchParams({ key: apiKey, steamids: steamId });
    const response = await fetch(`${apiUrl}/ISteamUser/GetPlayerSummaries/v0002/?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    // A bad key gets an HTML page, not JSON.
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    const body = (await response.json()) as PlayerSummaries;
    const player = body.response?.players?.find((candidate) => candidate.steamid === steamId);
    if (!player || typeof player.personaname !== 'string') return null;
    const avatar = typeof player.avatarfull === 'string' && /^https?:\/\/\S+$/.test(player.avatarfull) && player.avatarfull.length <= 500 ? player.avatarfull : null;
    return { name: player.personaname.trim().slice(0, 100), avatarUrl: avatar };
  } catch {
    return null;
  }
}
