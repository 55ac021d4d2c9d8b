/**
 * The parts of DoctorMcKay's CommonJS trading libraries (and `request`, steamcommunity's HTTP client) that
 * steam-trading uses, as their sources and wikis document them. steam-session ships its own types.
 */
declare module 'steamcommunity' {
  import type { EventEmitter } from 'node:events';

  namespace SteamCommunity {
    interface HttpRequestOptions {
      uri: string;
      method?: 'GET' | 'POST';
      qs?: Record<string, string | number>;
      form?: Record<string, string | number>;
      json?: boolean;
    }
    interface HttpResponse {
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
    }
    interface Confirmation {
      id: string;
      key: string;
      /** The trade offer's id, for a trade confirmation. */
      creator: string;
      type: number;
    }
    /** An inventory item: the asset merged with its description. */
    interface EconItem {
      assetid: string;
      classid: string;
      instanceid: string;
      name?: string;
      market_hash_name?: string;
      tradable: boolean;
      cache_expiration?: string;
    }
    type Callback<T> = (err: (Error & { eresult?: number | string; code?: string | number }) | null, result: T) => void;
  }

  class SteamCommunity extends EventEmitter {
    constructor(options?: { request?: unknown; timeout?: number; userAgent?: string; localAddress?: string });
    setCookies(cookies: string[]): void;
    httpRequest(options: SteamCommunity.HttpRequestOptions, callback: (err: Error | null, response: SteamCommunity.HttpResponse | undefined, body: unknown) => void, source?: string): void;
    getConfirmations(time: number, key: { tag: string; key: string }, callback: SteamCommunity.Callback<SteamCommunity.Confirmation[]>): void;
    respondToConfirmation(confID: string, confKey: string, time: number, key: { tag: string; key: string }, accept: boolean, callback: SteamCommunity.Callback<void>): void;
    acknowledgeTradeProtection(callback: (err: Error | null) => void): void;
  }
  export = SteamCommunity;
}

declare module 'steam-tradeoffer-manager' {
  import type { EventEmitter } from 'node:events';
  import type SteamCommunity from 'steamcommunity';

  namespace TradeOfferManager {
    interface Item {
      appid: number;
      contextid: string;
      assetid: string;
    }
    interface TradeOffer {
      id: string | null;
      partner: { getSteamID64(): string };
      message: string | null;
      state: number;
      itemsToGive: Item[];
      itemsToReceive: Item[];
      isOurOffer: boolean;
      created: Date;
      updated: Date;
      expires: Date;
      tradeID: string | null;
      escrowEnds: Date | null;
      addMyItems(items: Item[]): number;
      addTheirItems(items: Item[]): number;
      setMessage(message: string): void;
      send(callback: SteamCommunity.Callback<'sent' | 'pending'>): void;
      cancel(callback: SteamCommunity.Callback<void>): void;
      decline(callback: SteamCommunity.Callback<void>): void;
    }
    interface Options {
      community?: SteamCommunity;
      pollInterval?: number;
      dataDirectory?: string | null;
      useAccessToken?: boolean;
    }
  }

  class TradeOfferManager extends EventEmitter {
    static EOfferFilter: { ActiveOnly: 1; HistoricalOnly: 2; All: 3 };
    constructor(options?: TradeOfferManager.Options);
    setCookies(cookies: string[], callback: (err: Error | null) => void): void;
    shutdown(): void;
    createOffer(tradeUrl: string): TradeOfferManager.TradeOffer;
    getOffer(id: string, callback: SteamCommunity.Callback<TradeOfferManager.TradeOffer>): void;
    getOffers(filter: number, historicalCutoff: Date, callback: (err: Error | null, sent: TradeOfferManager.TradeOffer[], received: TradeOfferManager.TradeOffer[]) => void): void;
    getInventoryContents(appid: number, contextid: string | number, tradableOnly: boolean, callback: SteamCommunity.Callback<SteamCommunity.EconItem[]>): void;
    getUserInventoryContents(steamId: string, appid: number, contextid: string | number, tradableOnly: boolean, callback: SteamCommunity.Callback<SteamCommunity.EconItem[]>): void;
  }
  export = TradeOfferManager;
}

declare module 'steam-totp' {
  export function time(timeOffset?: number): number;
  export function getConfirmationKey(identitySecret: string, time: number, tag: string): string;
  export function getDeviceID(steamId: string): string;
}

declare module 'request' {
  interface RequestDefaults {
    defaults(options: Record<string, unknown>): RequestDefaults;
  }
  const request: RequestDefaults;
  export = request;
}
