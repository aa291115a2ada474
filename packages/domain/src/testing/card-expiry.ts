/** An expiry three years ahead, as the local card form takes it ('12 / 29'): for tests that save a test card. */
export const farExpiry = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
