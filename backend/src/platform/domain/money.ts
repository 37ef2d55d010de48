/** Money is integer paise inside the system and rupees (2 decimals) on the wire. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;
