import { randomUUID } from 'node:crypto';

/** Messages caught by the sandbox SMTP server; the newest first, capped so a runaway job cannot eat memory. */
export interface MailMessage {
  id: string;
  /** Every recipient, lower-cased: the envelope (so Bcc counts) plus To and Cc headers. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** The Message-ID header, so a test can tell a resend of the same message from a new one. */
  message_id: string | null;
  links: string[];
  received_at: string;
}

const MAX_MESSAGES = 500;

export class MailStore {
  private messages: MailMessage[] = [];

  add(message: Omit<MailMessage, 'id' | 'received_at' | 'links'>): MailMessage {
    const stored: MailMessage = {
      ...message,
      id: randomUUID(),
      links: extractLinks(message.html, message.text),
      received_at: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return stored;
  }

  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.messages.filter((message) => message.to.includes(wanted)) : [...this.messages];
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&#x3D;': '=', '&#61;': '=' };

/** Every http(s) URL in the mail: hrefs of the HTML part first, then bare URLs in either part. */
export function extractLinks(html: string | null, text: string): string[] {
  const found: string[] = [];
  if (html) {
    for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      found.push((match[1] ?? match[2] ?? '').replace(/&(?:amp|quot|#39|lt|gt|#x3D|#61);/gi, (e) => ENTITIES[e.toLowerCase()] ?? e));
    }
  }
  const bare = /https?:\/\/[^\s"'<>()[\]{}]+/gi;
  for (const source of [html ?? '', text]) {
    for (const match of source.matchAll(bare)) found.push(match[0].replace(/&amp;/g, '&').replace(/[.,;:!?]+$/, ''));
  }
  return [...new Set(found.map((link) => link.trim()).filter((link) => /^https?:\/\//i.test(link)))];
}
