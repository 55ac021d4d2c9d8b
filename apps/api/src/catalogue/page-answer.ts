/**
 * A page in the §7 envelope around a payload that is already JSON text: the catalogue list's products come
 * written by PostgreSQL (product-json.ts), and parsing them only to write them again is the
 * work that page was spared. The meta is written by the serializer compiled from the shared schema, so the
 * answer is byte for byte what the route's response serializer writes. Fastify sends a string with a JSON
 * content type as it is; the route still declares its response schema (the docs, and the tests that hold
 * the answer to it).
 */
import { pageMetaSchema, type PageMeta } from '@skins/shared';
import type { FastifyReply } from 'fastify';
import { serializerFor } from '../lib/response-serializer.ts';

const writeMeta = serializerFor(pageMetaSchema);

/** `{"status":"OK","payload":<payloadJson>,"meta":{...}}` */
export function pageAnswer(payloadJson: string, meta: PageMeta): string {
  return `{"status":"OK","payload":${payloadJson},"meta":${writeMeta(meta)}}`;
}

/** Sends pageAnswer(...) as the route's JSON answer. */
export function sendPage(reply: FastifyReply, payloadJson: string, meta: PageMeta): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(pageAnswer(payloadJson, meta));
}
