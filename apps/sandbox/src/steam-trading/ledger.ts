/**
 * Who holds which item now. Everyone starts with the items `steam/inventory.ts` gives them; every trade
 * takes items from one side and mints them at the other under a NEW asset id (class and instance stay), as
 * Steam does. Only what moved is stored, so a bot's million seeded items cost nothing until one is traded.
 */
import { startingAsset, startingInventory } from '../steam/inventory.ts';

export interface Asset {
  assetId: string;
  classId: string;
  instanceId: string;
  owner: string;
  /** Not tradable before this time (ms): trade protection, or a seeded copy's trade cooldown. */
  tradableAfter: number | null;
  /** The lock is a trade's protection (Steam words it apart from an item's cooldown). */
  tradeProtected?: boolean;
  /** Still held by Steam until this time (ms): a trade on hold. It shows in no inventory before. */
  arrivesAt: number | null;
}

export const tradableAt = (asset: Asset, now: number) => asset.tradableAfter === null || asset.tradableAfter <= now;

export class AssetLedger {
  /** Items minted by trades, by asset id. */
  private readonly minted = new Map<string, Asset>();
  private readonly mintedByOwner = new Map<string, Set<string>>();
  /** Starting items that left their first owner, as `owner/assetId` (users' starting ids may repeat across users). */
  private readonly departed = new Set<string>();
  private nextId = 1_000_000_000 + Math.floor(Math.random() * 2_000_000_000);

  /** The item `assetId` if `owner` holds it at `now` (tradable or not); null otherwise. */
  holding(owner: string, assetId: string, now: number): Asset | null {
    const minted = this.minted.get(assetId);
    if (minted) return minted.owner === owner && (minted.arrivesAt === null || minted.arrivesAt <= now) ? minted : null;
    if (this.departed.has(`${owner}/${assetId}`)) return null;
    const start = startingAsset(owner, assetId);
    return start ? { ...start, owner, arrivesAt: null } : null;
  }

  /** What `owner` holds at `now`: the starting items still there, then what trades brought (oldest first). */
  inventory(owner: string, now: number): Asset[] {
    const starting = startingInventory(owner)
      .filter((asset) => !this.departed.has(`${owner}/${asset.assetId}`))
      .map((asset) => ({ ...asset, owner, arrivesAt: null }));
    const minted = [...(this.mintedByOwner.get(owner) ?? [])]
      .map((id) => this.minted.get(id)!)
      .filter((asset) => asset.arrivesAt === null || asset.arrivesAt <= now);
    return [...starting, ...minted];
  }

  /** Removes an item its owner holds (the caller checked `holding`). */
  take(asset: Asset): void {
    if (this.minted.delete(asset.assetId)) this.mintedByOwner.get(asset.owner)?.delete(asset.assetId);
    else this.departed.add(`${asset.owner}/${asset.assetId}`);
  }

  /** Gives `owner` an item of the same class under a new asset id. */
  mint(from: Asset, owner: string, options: { tradableAfter: number | null; arrivesAt: number | null; tradeProtected?: boolean }): Asset {
    const asset: Asset = { assetId: String(this.nextId++), classId: from.classId, instanceId: from.instanceId, owner, ...options };
    this.put(asset);
    return asset;
  }

  /** Puts an item back with its owner under its old asset id (a reversed trade). */
  restore(asset: Asset): void {
    if (!this.departed.delete(`${asset.owner}/${asset.assetId}`)) this.put({ ...asset, tradableAfter: null, arrivesAt: null, tradeProtected: false });
  }

  clear(): void {
    this.minted.clear();
    this.mintedByOwner.clear();
    this.departed.clear();
  }

  private put(asset: Asset): void {
    this.minted.set(asset.assetId, asset);
    let owned = this.mintedByOwner.get(asset.owner);
    if (!owned) this.mintedByOwner.set(asset.owner, (owned = new Set()));
    owned.add(asset.assetId);
  }
}
