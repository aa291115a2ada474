/** The ports of an end-to-end run, shared by playwright.config.ts and the helpers. */
export const e2ePorts = {
  product: Number(process.env.E2E_PORT ?? 4319),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 4325),
  mailbox: Number(process.env.E2E_MAILBOX_PORT ?? 4326),
};

/** The product under test, as the browser reaches it. */
export const productUrl = `http://localhost:${e2ePorts.product}`;
