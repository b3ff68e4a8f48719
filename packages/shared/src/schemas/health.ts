import { z } from 'zod';

/** `GET /api/health`: the service is up and its database answers. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres', 'pglite']),
});

/** Every API error answers with this body; `code` is stable and meant for programs. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
