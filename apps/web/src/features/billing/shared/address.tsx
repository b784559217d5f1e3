import type { GetInputPropsReturnType } from '@mantine/form';
import { BILLING_MSG, billingAddressSchema, DEFAULT_COUNTRY, MSG, PHONE_RE, type BillingAddressInput } from '@mp/domain';
import { z } from '@mp/domain';
import { AddressFields } from '../../../ui/AddressFields';
import type { BillingDetails } from '../card-entry';
import type { BillingAddress } from '../documents';

/** The billing address as a form's first values: '' for a missing line, GB when no country is set (C-X9). */
export function addressValues(address: BillingAddress) {
  return {
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zip: address.zip ?? '',
    country: address.country || DEFAULT_COUNTRY,
  };
}

/** The address part of a form's values, as updateBillingAddress takes it. */
export function addressInput(values: BillingAddressInput & Record<string, unknown>): BillingAddressInput {
  const { address1, address2, city, state, zip, country } = values;
  return { address1, address2, city, state, zip, country };
}

/**
 * What the card provider is told of the card holder (Stripe's billing_details): the payment modal's name, email and
 * phone; on the pages without them, the company's name.
 */
export function billingDetails(
  values: { address1: string; address2?: string | null; city: string; state: string; zip: string; country: string; name?: string; email?: string; phone?: string },
  holder = '',
): BillingDetails {
  return {
    name: values.name || holder,
    email: values.email || null,
    phone: values.phone || null,
    address: { line1: values.address1, line2: values.address2 || null, city: values.city, state: values.state, postal_code: values.zip, country: values.country },
  };
}

/**
 * The payment modal's rules (C-F2): name, email and phone required besides the billing address. The messages are
 * the payment screens' ('This field is required', 'Please enter a valid email', 'Please enter a valid phone number').
 */
export const paymentModalSchema = billingAddressSchema.extend({
  name: z.string({ error: BILLING_MSG.required }).trim().min(1, BILLING_MSG.required).max(200),
  email: z
    .string({ error: BILLING_MSG.required })
    .trim()
    .min(1, BILLING_MSG.required)
    .max(254, BILLING_MSG.email)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, BILLING_MSG.email),
  phone: z
    .string({ error: BILLING_MSG.required })
    .trim()
    .min(1, BILLING_MSG.required)
    .max(30, MSG.phone)
    .refine((v) => PHONE_RE.test(v), MSG.phone),
});

/** The form's address keys and the shared AddressFields' names for them. */
const FIELD = { address_1: 'address1', address_2: 'address2', city: 'city', state: 'state', zip: 'zip', country: 'country' } as const;

/** The billing address inputs (C-F5): line 1, city, county, postcode and country required, line 2 optional. */
export function BillingAddressFields({ inputProps }: { inputProps: (field: string) => GetInputPropsReturnType }) {
  return (
    <AddressFields
      inputProps={(field) => inputProps(FIELD[field])}
      labels={{ line1: 'Address Line 1', line2: 'Address Line 2', zip: 'Postcode' }}
      line2Description="Optional"
      layout="split"
    />
  );
}
