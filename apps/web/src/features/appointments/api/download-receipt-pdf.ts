/**
 * GET /api/appointments/:id/receipt.pdf: the receipt as a PDF attachment. The page links to it
 * rather than fetching it, so the browser saves the server's file (named after the receipt number)
 * with the session cookie and no script.
 */
export function receiptPdfUrl(appointmentId: string): string {
  return `/api/appointments/${encodeURIComponent(appointmentId)}/receipt.pdf`;
}
