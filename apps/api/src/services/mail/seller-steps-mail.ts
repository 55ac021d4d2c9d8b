import type { OutgoingMail } from './mailer.ts';
import { compose } from './templates.ts';

export interface SellerStep {
  /** "Dragonclaw Hook (sell order #12)". */
  what: string;
  text: string;
}

/** What happened to the seller's sell orders since the last such e-mail, one line per step. */
export function sellerStepsMail(to: string, name: string, steps: SellerStep[], url: string, key: string): OutgoingMail {
  // Steps of one sell order (an offer made, then changed) name it; steps of several count them.
  const single = steps.every((step) => step.what === steps[0]?.what) ? steps[0] : undefined;
  return {
    ...compose({
      to,
      subject: single ? `Your sell order: ${single.what}` : `News on ${steps.length} steps of your sell orders`,
      greetingName: name,
      paragraphs: steps.map((step) => `${step.what}: ${step.text}`),
      action: { label: 'Open your sell orders', url },
      closing: 'Each step is also on your Sell Orders tab.',
    }),
    messageKey: `seller-steps-${key.slice(0, 120)}`,
  };
}
