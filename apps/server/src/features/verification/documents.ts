import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  verificationMaxFileBytes,
  verificationMessages,
  type VerificationDocumentKind,
} from '@sudsy/domain/verification';
import { badRequest, payloadTooLarge } from '../../http/app-error';
import { ImageRejected, processImage } from '../../platform/images/process-image';
import type { Storage } from '../../platform/storage/storage';

// A washer's ID and insurance certificate (docs/product.md, "Washer verification"): private files,
// stored under 'verification/', which the public files route never serves; the washer and the
// operators read them through routes that check who asks.

export type StoredDocument = { key: string; contentType: string };

const pdfMagic = new TextEncoder().encode('%PDF-');
const isPdf = (bytes: Uint8Array) => pdfMagic.every((byte, index) => bytes[index] === byte);

/**
 * Checks an upload and stores it: a photo is re-encoded as every upload is (metadata such as GPS
 * dropped, at most 2000 px); a PDF cannot be, so it is taken only when its content starts as one
 * and is kept as sent, to be served only as a download. Anything else is a 400, too big a 413.
 */
export async function storeDocument(
  storage: Storage,
  washerId: string,
  kind: VerificationDocumentKind,
  file: File,
): Promise<StoredDocument> {
  if (file.size > verificationMaxFileBytes) throw payloadTooLarge(verificationMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stem = `verification/${washerId}/${kind}-${randomBytes(6).toString('hex')}`;
  if (isPdf(bytes)) {
    const stored = { key: `${stem}.pdf`, contentType: 'application/pdf' };
    await storage.put(stored.key, bytes, stored.contentType);
    return stored;
  }
  try {
    const { image } = await processImage(bytes);
    const stored = { key: `${stem}.${image.extension}`, contentType: image.contentType };
    await storage.put(stored.key, image.bytes, stored.contentType);
    return stored;
  } catch (error) {
    if (error instanceof ImageRejected) throw badRequest(verificationMessages.notADocument, 'not_a_document');
    throw error;
  }
}

/** Best effort: the row pointing at the file is gone, so a file left behind only costs space. */
export async function removeDocuments(storage: Storage, logger: Logger, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results)
    if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a verification document');
}

/**
 * How a document is served: private to the session, never guessed at by the browser, and a PDF
 * (which can carry script and links) only ever downloaded, never opened in the product's origin.
 */
export function documentResponse(
  file: { body: ReadableStream<Uint8Array>; contentType: string; size: number | null },
  kind: VerificationDocumentKind,
): Response {
  const pdf = file.contentType === 'application/pdf';
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      ...(file.size === null ? {} : { 'Content-Length': String(file.size) }),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': pdf ? `attachment; filename="${kind}.pdf"` : 'inline',
      ...(pdf ? { 'Content-Security-Policy': "sandbox; default-src 'none'" } : {}),
    },
  });
}
