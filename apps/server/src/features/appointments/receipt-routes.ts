import { createRoute, z } from '@hono/zod-openapi';
import { receiptFileName, receiptResponseSchema } from '@sudsy/domain/receipt';
import { signedIn } from '../../auth/access';
import type { Db } from '../../db/client';
import { guard } from '../../http/guard';
import { errorResponse, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { renderReceiptPdf } from './receipt-pdf';
import { getReceipt } from './receipt-service';

const tags = ['Appointments'];
const idParam = z.object({ id: z.uuid() });
const refusals = {
  401: errorResponse('Signed out'),
  404: errorResponse('No such appointment of the caller'),
  409: errorResponse('Not completed yet (or cancelled), or booked without a price: no receipt'),
};

const receiptRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/receipt',
  tags,
  summary: "A completed job's receipt, for its owner and its washer: number, washer, date, place, lines and total",
  middleware: guard(signedIn),
  request: { params: idParam },
  responses: { 200: jsonResponse(receiptResponseSchema, 'Receipt'), ...refusals },
});

const receiptPdfRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/receipt.pdf',
  tags,
  summary: "A completed job's receipt as a PDF download, named after its number",
  middleware: guard(signedIn),
  request: { params: idParam },
  responses: {
    200: {
      description: 'The receipt',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...refusals,
  },
});

export function receiptRoutes(db: Db) {
  return createRouter()
    .openapi(receiptRoute, async (c) =>
      c.json({ receipt: await getReceipt(db, c.get('caller'), c.req.valid('param').id) }, 200),
    )
    .openapi(receiptPdfRoute, async (c) => {
      const receipt = await getReceipt(db, c.get('caller'), c.req.valid('param').id);
      const pdf = await renderReceiptPdf(receipt);
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt.number)}"`,
        // A private document: no shared cache keeps it.
        'Cache-Control': 'private, no-store',
      });
    });
}
