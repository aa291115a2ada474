// The signed-in user's profile as far as the owner side uses it: the saved address, with its
// coordinates, that prefills searches and requests. The account page extends it.
import { z } from 'zod';
import { coordinatesSchema } from './washer-profile';
import { oneLineText } from './text';

export const maxProfileAddressLength = 300;

/** PUT /api/profile/address. Blank clears the saved address; without coordinates the server geocodes it. */
export const saveAddressSchema = z.object({
  address: oneLineText()
    .trim()
    .max(maxProfileAddressLength, `Keep the address under ${maxProfileAddressLength} characters.`),
  coordinates: coordinatesSchema.nullable(),
});
export type SaveAddress = z.infer<typeof saveAddressSchema>;

export const profileSchema = z.object({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Null when no address is saved or it could not be placed. */
  coordinates: coordinatesSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Null before anything is saved: no profile yet is not an error. */
export const profileResponseSchema = z.object({ profile: profileSchema.nullable() });

export const savedProfileResponseSchema = z.object({ profile: profileSchema });
