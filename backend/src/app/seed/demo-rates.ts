import { RateCategory, RateUnit } from '../../modules/rates/rates.constants';

/**
 * The demo rate list seeded on first start (SEED_DEMO, on outside production): a week of
 * daily wholesale rates, rupees per unit, in the range of Indian mandi prices in 2026.
 * `week` holds the rate of each of the last seven days, oldest first.
 */
export const DEMO_RATES: { productName: string; category: RateCategory; unit: RateUnit; week: number[] }[] = [
  { productName: 'Banana (Robusta)', category: 'fruits', unit: 'tonne', week: [18000, 18200, 18200, 18500, 18400, 18600, 18900] },
  { productName: 'Apple (Shimla Royal Delicious)', category: 'fruits', unit: 'tonne', week: [92000, 93500, 93500, 94000, 95500, 95000, 96000] },
  { productName: 'Pomegranate (Bhagwa)', category: 'fruits', unit: 'tonne', week: [105000, 104000, 103000, 103000, 101500, 102000, 100500] },
  { productName: 'Onion (Nashik Red)', category: 'vegetables', unit: 'tonne', week: [21500, 22000, 23000, 22800, 23500, 24000, 23800] },
  { productName: 'Potato (Agra Chipsona)', category: 'vegetables', unit: 'tonne', week: [16500, 16500, 16200, 16000, 16000, 15800, 15800] },
  { productName: 'Tomato (Hybrid)', category: 'vegetables', unit: 'tonne', week: [14000, 15500, 17000, 16500, 15000, 14500, 15200] },
  { productName: 'Toor Dal (Arhar)', category: 'pulses', unit: 'quintal', week: [11000, 11050, 11100, 11100, 11200, 11150, 11250] },
  { productName: 'Chana (Desi)', category: 'pulses', unit: 'quintal', week: [6200, 6180, 6150, 6200, 6220, 6250, 6240] },
  { productName: 'Basmati Rice (1121 Sella)', category: 'pulses', unit: 'quintal', week: [8600, 8650, 8650, 8700, 8750, 8700, 8800] },
  { productName: 'Mustard Oil (Kachi Ghani)', category: 'oils', unit: 'tonne', week: [135000, 136000, 136500, 136000, 137500, 138000, 137000] },
  { productName: 'Groundnut Oil (Filtered)', category: 'oils', unit: 'tonne', week: [178000, 177000, 177500, 179000, 180000, 181500, 181000] },
  { productName: 'Coffee (Arabica Parchment)', category: 'coffee', unit: 'tonne', week: [415000, 418000, 420000, 422500, 421000, 425000, 428000] },
  { productName: 'Tea (Assam CTC)', category: 'coffee', unit: 'tonne', week: [238000, 240000, 239000, 241000, 242500, 242000, 244000] },
  { productName: 'Turmeric (Erode Finger)', category: 'spices', unit: 'quintal', week: [14200, 14100, 14000, 13900, 14050, 13800, 13750] },
  { productName: 'Cumin (Jeera, Unjha)', category: 'spices', unit: 'quintal', week: [28500, 28700, 28600, 29000, 29200, 29100, 29400] },
  { productName: 'Red Chilli (Guntur Teja)', category: 'spices', unit: 'quintal', week: [16000, 15800, 15900, 15600, 15500, 15650, 15400] },
];

/** Units of each display currency one rupee bought in late 2026 (an admin changes them). */
export const DEMO_EXCHANGE_RATES: Record<string, number> = { USD: 0.0118, EUR: 0.0102, GBP: 0.0089, JPY: 1.78 };
