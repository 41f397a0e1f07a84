import { healthResponseSchema } from '@storefront/shared/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';

describeEachDatabase('GET /api/health', (ctx) => {
  it('says ok and names the database driver', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: ctx.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
