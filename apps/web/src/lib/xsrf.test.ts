import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { isWriteMethod, xsrfHeaders } from './xsrf.ts';

describe('xsrfHeaders', () => {
  const cookies = 'skins_consent=1; XSRF-TOKEN=abc%3D%3Ddef; other=x';

  it('echoes the decoded XSRF-TOKEN cookie on every write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(xsrfHeaders(method, cookies)).toEqual({ 'X-XSRF-TOKEN': 'abc==def' });
  });

  it('sends nothing on reads, or when there is no cookie yet', () => {
    expect(xsrfHeaders('GET', cookies)).toEqual({});
    expect(xsrfHeaders('HEAD', cookies)).toEqual({});
    expect(xsrfHeaders('POST', 'other=x')).toEqual({});
  });

  it('tells writes from reads', () => {
    expect(isWriteMethod('post')).toBe(true);
    expect(isWriteMethod('OPTIONS')).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name and keeps a malformed value as it is', () => {
    expect(readCookie('TOKEN', 'XSRF-TOKEN=a; TOKEN=b')).toBe('b');
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
