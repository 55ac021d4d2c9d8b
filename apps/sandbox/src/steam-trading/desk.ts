/**
 * The trade-offer desk: offers from creation to their end state, with Steam's rules. An offer that gives
 * items waits for the sender's mobile confirmation (state 9); one that only asks for items is active at
 * once. Offers expire after the configured lifetime (Steam: 14 days). Time-driven changes (expiry, a held
 * trade completing, the user's delayed answer) happen in `settle`, which every request runs first.
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_BOTS } from '@skins/shared/sandbox-steam';
import type { FaultStore } from '../faults.ts';
import { isPrivateInventory } from '../steam/inventory.ts';
import { STEAM_ID_PATTERN, tradeTokenFor } from '../steam/users.ts';
import type { TradingClock } from './clock.ts';
import { tradableAt } from './ledger.ts';
import type { Asset, AssetLedger } from './ledger.ts';
import { EResult, LIVE_STATES, OfferState, SteamRefusal } from './model.ts';
import type { Confirmation, Offer, OfferItem, Trade, UserResponse } from './model.ts';
import { TradeBook } from './trade-book.ts';

const SEND_ERROR = 'There was an error sending your trade offer.  Please try again later.';
const isBot = (steamid: string) => SANDBOX_BOTS.some((bot) => bot.steamId === steamid);

export interface SendRequest {
  partner: string;
  token: string | undefined;
  give: string[];
  receive: string[];
  message: string;
}

export class TradingDesk {
  private readonly offers = new Map<string, Offer>();
  private readonly live = new Set<string>();
  private readonly confirmations = new Map<string, Confirmation>();
  /** Confirmation keys answered with, as `owner/time/tag`: Steam takes each once. */
  private readonly usedKeyTimes = new Set<string>();
  private nextOfferId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  private nextConfirmationId = 20_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  readonly trades: TradeBook;

  constructor(
    private readonly ledger: AssetLedger,
    private readonly clock: TradingClock,
    private readonly faults: FaultStore,
    private readonly offerLifetimeMs: number,
  ) {
    this.trades = new TradeBook(ledger, clock, faults);
  }

  offer(id: string): Offer | undefined {
    return this.offers.get(id);
  }

  /** Offers `steamid` sent or received, newest first. */
  offersOf(steamid: string): Offer[] {
    return [...this.offers.values()].filter((offer) => offer.sender === steamid || offer.recipient === steamid).reverse();
  }

  /** Accounts that acknowledged Trade Protection (community /trade/new/acknowledge). */
  private readonly acknowledged = new Set<string>();

  acknowledgeProtection(steamid: string): void {
    this.acknowledged.add(steamid);
  }

  hasAcknowledgedProtection(steamid: string): boolean {
    return this.acknowledged.has(steamid);
  }

  send(sender: string, request: SendRequest): Offer {
    const { partner } = request;
    // Under trade protection an account that never acknowledged it cannot trade (TF2 bots were blocked so).
    if (this.faults.mode('steam.trade.protection') === 'on' && !this.acknowledged.has(sender)) {
      throw new SteamRefusal(EResult.Fail, `${SEND_ERROR} Acknowledge Trade Protection first. (${EResult.Fail})`);
    }
    if (!STEAM_ID_PATTERN.test(partner) || partner === sender) throw new SteamRefusal(EResult.InvalidParam, `${SEND_ERROR} (${EResult.InvalidParam})`);
    if (request.token !== tradeTokenFor(partner)) throw new SteamRefusal(EResult.AccessDenied, `${SEND_ERROR} (${EResult.AccessDenied})`);
    if (request.receive.length > 0 && isPrivateInventory(partner)) throw new SteamRefusal(EResult.AccessDenied, `${SEND_ERROR} (${EResult.AccessDenied})`);
    const now = this.clock.now();
    const senderItems = this.tradableItems(sender, request.give, now);
    const recipientItems = this.tradableItems(partner, request.receive, now);
    const offer = this.create({ sender, recipient: partner, message: request.message, senderItems, recipientItems, confirmedByMobile: senderItems.length > 0 });
    if (offer.confirmedByMobile) {
      const id = String(this.nextConfirmationId++);
      this.confirmations.set(id, { id, nonce: randomBytes(8).readBigUInt64BE().toString(), owner: sender, offerId: offer.id, createdAt: now });
    } else {
      this.activate(offer);
    }
    return offer;
  }

  pendingConfirmations(owner: string): Confirmation[] {
    return [...this.confirmations.values()].filter((confirmation) => confirmation.owner === owner);
  }

  claimKeyTime(owner: string, time: number, tag: string): boolean {
    const key = `${owner}/${time}/${tag}`;
    if (this.usedKeyTimes.has(key)) return false;
    this.usedKeyTimes.add(key);
    return true;
  }

  /** Allows (the offer becomes active) or cancels (state 10) a confirmation of `owner`'s. */
  answerConfirmation(owner: string, id: string, nonce: string, allow: boolean): boolean {
    const confirmation = this.confirmations.get(id);
    const offer = confirmation && this.offers.get(confirmation.offerId);
    if (!confirmation || confirmation.owner !== owner || confirmation.nonce !== nonce || offer?.state !== OfferState.NeedsConfirmation) return false;
    this.confirmations.delete(id);
    if (allow) this.activate(offer);
    else this.finish(offer, OfferState.CanceledBySecondFactor);
    return true;
  }

  /** The sender takes back an offer that is active or waiting for its confirmation. */
  cancel(sender: string, offerId: string): Offer {
    const offer = this.offers.get(offerId);
    if (!offer || offer.sender !== sender) throw new SteamRefusal(EResult.InvalidState, 'The trade offer does not exist, or you are not allowed to cancel it.');
    if (offer.state !== OfferState.Active && offer.state !== OfferState.NeedsConfirmation) throw new SteamRefusal(EResult.InvalidState, `Trade offer #${offerId} is no longer active. (${EResult.InvalidState})`);
    this.finish(offer, OfferState.Canceled);
    return offer;
  }

  /** The recipient answers an active offer: accept (the trade happens), decline, or counter. */
  respond(recipient: string, offerId: string, action: UserResponse): { offer: Offer; trade?: Trade; counter?: Offer } {
    const offer = this.offers.get(offerId);
    if (!offer || offer.recipient !== recipient) throw new SteamRefusal(EResult.InvalidState, 'The trade offer does not exist, or it was not sent to you.');
    if (offer.state !== OfferState.Active) throw new SteamRefusal(EResult.InvalidState, `Trade offer #${offerId} is no longer active. (${EResult.InvalidState})`);
    if (action === 'decline') return { offer: this.finish(offer, OfferState.Declined) };
    if (action === 'counter') {
      this.finish(offer, OfferState.Countered);
      // The user proposes the same exchange back as a new offer of their own, which kills the original.
      const counter = this.create({
        sender: recipient,
        recipient: offer.sender,
        senderItems: offer.recipientItems,
        recipientItems: offer.senderItems,
        message: `Counter-offer to #${offer.id}`,
        confirmedByMobile: false,
        counters: offer.id,
      });
      this.activate(counter);
      return { offer, counter };
    }
    return this.accept(offer);
  }

  /** Applies what time brought: expired offers, held trades that complete, the user's delayed answers. */
  settle(): void {
    const now = this.clock.now();
    for (const id of this.live) {
      const offer = this.offers.get(id)!;
      if (offer.state === OfferState.InEscrow) {
        if (offer.escrowEndsAt !== null && offer.escrowEndsAt <= now) {
          this.trades.completeHeld(offer.tradeId!);
          this.finish(offer, OfferState.Accepted);
        }
      } else if (offer.expiresAt <= now) {
        this.finish(offer, OfferState.Expired);
      } else if (offer.state === OfferState.Active && offer.response && offer.response.at <= now) {
        this.respond(offer.recipient, offer.id, offer.response.action);
      }
    }
  }

  /** Either party reverses a protected trade inside its window: the items go back, offer and trade become 12. */
  reverse(steamid: string, tradeId: string): Trade {
    const trade = this.trades.reverse(steamid, tradeId);
    const offer = this.offers.get(trade.offerId)!;
    offer.state = OfferState.Reversed;
    offer.updatedAt = this.clock.now();
    return trade;
  }

  /** A reset forgets offers and trades, not an account's acknowledgement (at Steam it is once for good). */
  clear(): void {
    this.offers.clear();
    this.live.clear();
    this.confirmations.clear();
    this.usedKeyTimes.clear();
    this.trades.clear();
  }

  private accept(offer: Offer): { offer: Offer; trade?: Trade } {
    const now = this.clock.now();
    const stillThere = (owner: string, items: OfferItem[]) =>
      items.every((item) => {
        const asset = this.ledger.holding(owner, item.assetId, now);
        return asset !== null && tradableAt(asset, now);
      });
    if (!stillThere(offer.sender, offer.senderItems) || !stillThere(offer.recipient, offer.recipientItems)) return { offer: this.finish(offer, OfferState.InvalidItems) };
    const trade = this.trades.carryOut(offer);
    offer.tradeId = trade.id;
    offer.escrowEndsAt = trade.escrowEndsAt;
    if (trade.escrowEndsAt !== null) {
      offer.state = OfferState.InEscrow;
      offer.updatedAt = now;
      offer.response = null;
    } else {
      this.finish(offer, OfferState.Accepted);
    }
    this.invalidateOffersHolding(trade.moves.map((move) => move.before));
    return { offer, trade };
  }

  /** Other open offers naming an item that just moved can no longer happen (InvalidItems). */
  private invalidateOffersHolding(moved: Asset[]): void {
    const gone = new Set(moved.map((asset) => `${asset.owner}/${asset.assetId}`));
    for (const id of this.live) {
      const offer = this.offers.get(id)!;
      if (offer.state === OfferState.InEscrow) continue;
      const names = [...offer.senderItems.map((item) => `${offer.sender}/${item.assetId}`), ...offer.recipientItems.map((item) => `${offer.recipient}/${item.assetId}`)];
      if (names.some((name) => gone.has(name))) this.finish(offer, OfferState.InvalidItems);
    }
  }

  private tradableItems(owner: string, assetIds: string[], now: number): OfferItem[] {
    return [...new Set(assetIds)].map((assetId) => {
      const asset = this.ledger.holding(owner, assetId, now);
      if (!asset || !tradableAt(asset, now)) throw new SteamRefusal(EResult.Revoked, `${SEND_ERROR} (${EResult.Revoked})`);
      return { assetId, classId: asset.classId, instanceId: asset.instanceId };
    });
  }

  private create(fields: Pick<Offer, 'sender' | 'recipient' | 'message' | 'senderItems' | 'recipientItems' | 'confirmedByMobile'> & { counters?: string | null }): Offer {
    const now = this.clock.now();
    const offer: Offer = {
      id: String(this.nextOfferId++),
      sender: fields.sender,
      recipient: fields.recipient,
      message: fields.message.slice(0, 128),
      senderItems: fields.senderItems,
      recipientItems: fields.recipientItems,
      state: OfferState.NeedsConfirmation,
      createdAt: now,
      updatedAt: now,
      expiresAt: now + this.offerLifetimeMs,
      confirmedByMobile: fields.confirmedByMobile,
      tradeId: null,
      escrowEndsAt: null,
      counters: fields.counters ?? null,
      response: null,
    };
    this.offers.set(offer.id, offer);
    this.live.add(offer.id);
    return offer;
  }

  private activate(offer: Offer): void {
    const now = this.clock.now();
    offer.state = OfferState.Active;
    offer.updatedAt = now;
    // Only the sandbox users answer by themselves; a bot never answers an offer (the shop declines counters).
    if (isBot(offer.recipient)) return;
    const mode = this.faults.mode('steam.trade.respond');
    if (mode === 'accept' || mode === 'decline' || mode === 'counter') offer.response = { action: mode, at: now };
    if (mode === 'accept_after') offer.response = { action: 'accept', at: now + this.faults.millis('steam.trade.respond', 2000) };
  }

  private finish(offer: Offer, state: number): Offer {
    offer.state = state;
    offer.updatedAt = this.clock.now();
    offer.response = null;
    if (!LIVE_STATES.has(state)) this.live.delete(offer.id);
    for (const [id, confirmation] of this.confirmations) if (confirmation.offerId === offer.id) this.confirmations.delete(id);
    return offer;
  }
}
