/**
 * steam-session posts its login forms as multipart/form-data (text fields only). Fastify parses no
 * multipart by itself and the sandbox needs none of @fastify/multipart's file handling: these few lines
 * read the fields, refusing a repeated one like every other sandbox form.
 */
import type { FastifyInstance } from 'fastify';

export function parseMultipartFields(body: string, contentType: string): Record<string, string> | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return null;
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${marker}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const name = /name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name === undefined || name in fields) return null;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

export function acceptMultipartFields(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    const fields = parseMultipartFields(body as string, request.headers['content-type'] ?? '');
    if (fields) done(null, fields);
    else done(Object.assign(new Error('Malformed multipart form'), { statusCode: 400 }), undefined);
  });
}
