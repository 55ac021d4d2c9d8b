import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactUrl, serializeRequestForLog } from '../src/log-redaction.ts';

describe('log redaction', () => {
  it('takes secret query values out of URLs and leaves the rest as sent', () => {
    expect(redactUrl('/api/email/verify?token=abc123')).toBe(`/api/email/verify?token=${REDACTED}`);
    expect(redactUrl('/reset-password?token=a%2Fb&email=ada%40example.com')).toBe(`/reset-password?token=${REDACTED}&email=ada%40example.com`);
    expect(redactUrl('/x?reset_token=1&Password=2&card_number=3&page=4')).toBe(`/x?reset_token=${REDACTED}&Password=${REDACTED}&card_number=${REDACTED}&page=4`);
    expect(redactUrl('/api/items/list?search=token')).toBe('/api/items/list?search=token');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?%E0%A4%A=1&tok%65n=2')).toBe(`/x?%E0%A4%A=1&tok%65n=${REDACTED}`);
  });

  it('judges a parameter by its name, whatever escapes or words the values around it hold', () => {
    expect(redactUrl('/api/items/list?hero=Shadow%20Shaman&tok%65n=2')).toBe(`/api/items/list?hero=Shadow%20Shaman&tok%65n=${REDACTED}`);
    expect(redactUrl('/x?q=a%26token%3D1&page=2')).toBe('/x?q=a%26token%3D1&page=2');
    expect(redactUrl('/x?q=a=b=token&Token=1')).toBe(`/x?q=a=b=token&Token=${REDACTED}`);
    expect(redactUrl('/x?&&pass+word=1&cvv=2')).toBe(`/x?&&pass+word=1&cvv=${REDACTED}`);
    expect(redactUrl('/x?a+b=1&pass%77ord=2')).toBe(`/x?a+b=1&pass%77ord=${REDACTED}`);
  });

  it('knows the names of secrets, whatever their case', () => {
    for (const name of ['token', 'Authorization', 'cookie', 'x-xsrf-token', 'cvc', 'access_token', 'openid.sig']) expect(isSecretName(name), name).toBe(true);
    for (const name of ['email', 'page', 'search', 'order_id']) expect(isSecretName(name), name).toBe(false);
  });

  it('serializes a request like Fastify, with the URL redacted', () => {
    expect(serializeRequestForLog({ method: 'GET', url: '/api/email/verify?token=x', host: 'shop.example', ip: '10.0.0.1', socket: { remotePort: 5000 } })).toEqual({
      method: 'GET',
      url: `/api/email/verify?token=${REDACTED}`,
      host: 'shop.example',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    });
  });
});
