// The owner's phone for the washer of their booking (docs/product.md, "The booking page"): the
// number of their Account Information, so the washer can call about the job (a gate, a late
// arrival). It is shared only while the booking is scheduled: a cancelled or completed job gives
// the washer no reason to call, and an owner who removes the number stops sharing it at once.

/** Whether the washer of a booking in `status` reads its owner's phone. */
export function sharesOwnerPhone(status: string): boolean {
  return status === 'scheduled';
}

/** The owner's phone as the washer reads it, or undefined when it is not shared (or not given). */
export function ownerPhoneForWasher(status: string, phone: string | null | undefined): string | undefined {
  return sharesOwnerPhone(status) && phone ? phone : undefined;
}

/** Ours: the label of the owner's phone on the job page and in the calendar feed. */
export const ownerPhoneLabel = 'Phone';
