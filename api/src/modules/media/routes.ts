// GET /api/media/emoji/{icon}/{background}/{size}.svg: the seeded pictures (DESIGN.md), composed on
// first request and then served from memory. The URL names everything the picture depends on, so
// it never changes: a year of immutable caching, and no rate limit (a menu page loads ~130).
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { App } from '../../http/types';
import { emojiSvg, isPictureSize } from './emoji';

const paramsSchema = z.object({
  icon: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown picture.'),
  background: z.string().regex(/^[0-9a-f]{6}$/, 'Unknown picture.'),
  file: z.string().regex(/^\d{2,4}x\d{2,4}\.svg$/, 'Unknown picture.'),
});

export async function mediaRoutes(app: App) {
  app.get(
    '/media/emoji/:icon/:background/:file',
    {
      config: {
        rateLimit: false,
        documentedResponses: {
          200: { description: 'The picture', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        },
      },
      schema: { params: paramsSchema },
    },
    async (request, reply) => {
      const { icon, background, file } = request.params;
      const size = file.slice(0, -'.svg'.length);
      const svg = isPictureSize(size) ? emojiSvg(icon, background, size) : null;
      if (!svg) throw notFound('Picture not found.');
      return (
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Remotes served from other origins show these too.
          .header('cross-origin-resource-policy', 'cross-origin')
          .type('image/svg+xml; charset=utf-8')
          .send(svg)
      );
    },
  );
}
