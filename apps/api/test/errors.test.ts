import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('error envelope', () => {
  const ctx = useTestApp();

  it('answers unknown api routes with a 404 envelope', async () => {
    const response = await request(ctx.app.server).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ status: 'ERROR', code: 'NOT_FOUND', message: 'Route GET /api/no-such-thing not found' });
    expect(response.body.request_id).toBe(response.headers['x-request-id']);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await request(ctx.app.server).get('/api/docs/json').expect(200);
    const listItems = response.body.paths['/api/items/list'].get;
    expect(listItems.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'limit', 'sort']));
    expect(listItems.responses['200'].content['application/json'].schema.properties).toHaveProperty('meta');
    await request(ctx.app.server).get('/api/docs').redirects(1).expect(200).expect('content-type', /html/);
  });
});
