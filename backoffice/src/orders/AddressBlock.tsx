import { Link, Typography } from '@mui/material';
import type { Address } from './types';

/** Whether the bill-to is the ship-to (then the pages show it once); a GSTIN makes it a business's own. */
export const sameAddress = (a: Address, b: Address) =>
    !b.gstin && (['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const).every(k => (a[k] ?? null) === (b[k] ?? null));

/**
 * A postal address as the order holds it: the name, the phone to call (a tel: link), the lines, city, state
 * and PIN code, and a business buyer's GSTIN. Typed by the customer: any script, so each line reads in its own direction.
 * An erased customer's name, phone and street read [erased] (the server's answer).
 */
export const AddressBlock = ({ address }: { address: Address }) => (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', wordBreak: 'break-word' }} data-testid="address">
        <strong dir="auto">{address.name}</strong>
        <br />
        {/^\+?[\d ]+$/.test(address.phone) ? (
            <Link href={`tel:${address.phone.replace(/ /g, '')}`} data-testid="address-phone">{address.phone}</Link>
        ) : (
            <span data-testid="address-phone">{address.phone}</span>
        )}
        <br />
        <span dir="auto">{address.line1}</span>
        {address.line2 && (
            <>
                <br />
                <span dir="auto">{address.line2}</span>
            </>
        )}
        <br />
        <span dir="auto">{address.city}, {address.state} {address.pincode}</span>
        {address.gstin && (
            <>
                <br />
                <span data-testid="address-gstin">GSTIN {address.gstin}</span>
            </>
        )}
    </Typography>
);
