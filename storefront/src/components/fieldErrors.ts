/** The forms' one rule for a corrected field and its banner, shared with the back office (@bazaar/common). */
export { afterEdit, type FormMessages } from '@bazaar/common';
