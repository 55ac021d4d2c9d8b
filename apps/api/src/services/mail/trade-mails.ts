/**
 * The e-mails item movement sends: a delivery's offer is out (with its code and deadline), a seller's intake
 * offer is out, a refund went through. Each says only what the records show at the moment it is written.
 */
import { compose } from './templates.ts';
import type { OutgoingMail } from './mailer.ts';

const dateTime = (value: Date) => `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface OfferMailFacts {
  to: string;
  name: string;
  code: string;
  botName: string;
  offerUrl: string;
  deadline: Date | null;
  pageUrl: string;
}

export function deliveryOfferMail(facts: OfferMailFacts & { orderId: number; items: string[]; holdDays: number | null }): OutgoingMail {
  return {
    ...compose({
      to: facts.to,
      subject: `Your items from order #${facts.orderId} are waiting in Steam`,
      greetingName: facts.name,
      paragraphs: [
        `Our Steam bot ${facts.botName} sent you a trade offer with: ${facts.items.join(', ')}.`,
        `The offer's message carries the code ${facts.code}; the same code is on your order page. Accept only an offer that carries it.`,
        ...(facts.deadline ? [`Please accept it in Steam before ${dateTime(facts.deadline)}. After that we withdraw it and you can ask us to send it once more from your order page.`] : []),
        ...(facts.holdDays ? [`Steam will hold the trade for ${facts.holdDays} day(s) after you accept, because your account has not had the Steam Mobile Authenticator for 7 days.`] : []),
      ],
      action: { label: 'Open the offer in Steam', url: facts.offerUrl },
      closing: `Your order: ${facts.pageUrl}`,
    }),
    messageKey: `offer-${facts.orderId}-${facts.code}`,
  };
}

export function intakeOfferMail(facts: OfferMailFacts & { sellOrderId: number; skinName: string }): OutgoingMail {
  return {
    ...compose({
      to: facts.to,
      subject: `Send us ${facts.skinName}: a trade offer is waiting in Steam`,
      greetingName: facts.name,
      paragraphs: [
        `You accepted our offer for ${facts.skinName} (sell order #${facts.sellOrderId}). Our Steam bot ${facts.botName} sent you a trade offer asking for it.`,
        `The offer's message carries the code ${facts.code}; the same code is on your Sell Orders tab. Accept only an offer that carries it.`,
        ...(facts.deadline ? [`Please accept it in Steam before ${dateTime(facts.deadline)}.`] : []),
        'We pay you once the skin has arrived and any period in which Steam lets a trade be reversed has passed.',
      ],
      action: { label: 'Open the offer in Steam', url: facts.offerUrl },
      closing: `Your sell orders: ${facts.pageUrl}`,
    }),
    messageKey: `intake-${facts.sellOrderId}-${facts.code}`,
  };
}

export function refundMail(facts: { to: string; name: string; orderId: number; amount: string; what: string; reason: string; pageUrl: string; refundKey: string }): OutgoingMail {
  return {
    ...compose({
      to: facts.to,
      subject: `Refund of ${facts.amount} for order #${facts.orderId}`,
      greetingName: facts.name,
      paragraphs: [
        `We refunded ${facts.amount} for ${facts.what}.`,
        `Why: ${facts.reason}.`,
        'The payment provider has confirmed the refund; your bank usually shows it on your card within a few working days.',
      ],
      action: { label: 'View your order', url: facts.pageUrl },
      closing: 'We are sorry it did not work out.',
    }),
    messageKey: `refund-${facts.refundKey}`,
  };
}
