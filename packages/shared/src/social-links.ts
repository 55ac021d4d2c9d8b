import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

export const socialLinkSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string(), icon: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinksResponseSchema = okEnvelope(z.array(socialLinkSchema));
