import * as z from 'zod/mini';
import type { CheckoutDetails } from '@/domain/cart/checkout-address';
import { readStoredJson } from './stored-json';

const keptDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

export function keptDetailsText(details: CheckoutDetails): string {
  return JSON.stringify(details);
}

/** Kept details read back; anything unreadable reads as none. */
export function readKeptDetails(text: string | undefined): CheckoutDetails | undefined {
  return readStoredJson(keptDetailsSchema, text);
}
