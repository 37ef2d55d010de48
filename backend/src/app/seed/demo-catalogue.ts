/**
 * The demo catalogue (SEED_DEMO): a few sellers across the cities, and eight products in each
 * of the twelve subcategories, in the range of Indian prices in 2026 (wholesale per tonne,
 * retail per unit). `cities` empty: the product is offered in every city.
 */
export interface DemoVendor {
  key: string;
  companyName: string;
  contactPerson: string;
  businessType: string;
  accountType: 'supplier' | 'vendor' | 'both';
  city: string;
  state: string;
  pincode: string;
  address: string;
  /** An admin verified them (one is left pending, so "Verified sellers only" filters something). */
  verified: boolean;
  description: string;
}

export const DEMO_VENDORS: DemoVendor[] = [
  { key: 'nashik', companyName: 'Nashik Fresh Farms', contactPerson: 'Sunil Pawar', businessType: 'Wholesaler', accountType: 'supplier', city: 'Pune', state: 'Maharashtra', pincode: '411001', address: '14 Market Yard, Gultekdi', verified: true, description: 'Fruit and vegetables from growers around Nashik and Pune, packed at the farm gate.' },
  { key: 'deccan', companyName: 'Deccan Grain House', contactPerson: 'Farida Begum', businessType: 'Distributor', accountType: 'supplier', city: 'Hyderabad', state: 'Telangana', pincode: '500002', address: '7 Begum Bazaar Road', verified: true, description: 'Pulses, rice and cold-pressed oils for traders and kitchens across the Deccan.' },
  { key: 'malabar', companyName: 'Malabar Spice Traders', contactPerson: 'Thomas Kurian', businessType: 'Exporter', accountType: 'supplier', city: 'Kochi', state: 'Kerala', pincode: '682002', address: '21 Bazaar Road, Mattancherry', verified: true, description: 'Spices, coffee and tea bought at the auction floors of Kerala and the Nilgiris.' },
  { key: 'kongu', companyName: 'Kongu Agro Oils', contactPerson: 'Meena Sundaram', businessType: 'Manufacturer', accountType: 'both', city: 'Coimbatore', state: 'Tamil Nadu', pincode: '641001', address: '3 Oppanakara Street', verified: false, description: 'Wood-pressed oils and coconut products from Pollachi groves.' },
  { key: 'jaipur', companyName: 'Rangrez Crafts Collective', contactPerson: 'Imran Qureshi', businessType: 'Manufacturer', accountType: 'vendor', city: 'Delhi', state: 'Delhi', pincode: '110006', address: '58 Chandni Chowk', verified: true, description: 'Handicrafts, silver jewellery and leather goods from artisan families.' },
  { key: 'bakehouse', companyName: 'Bengaluru Bake House', contactPerson: 'Ananya Rao', businessType: 'Manufacturer', accountType: 'vendor', city: 'Bangalore', state: 'Karnataka', pincode: '560004', address: '12 DVG Road, Basavanagudi', verified: true, description: 'Breads, cakes and biscuits baked every morning.' },
  { key: 'coromandel', companyName: 'Coromandel Family Store', contactPerson: 'Lakshmi Narayanan', businessType: 'Distributor', accountType: 'vendor', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017', address: '40 Ranganathan Street, T. Nagar', verified: true, description: 'Apparel, baby care and everyday goods for the whole family.' },
  { key: 'bengal', companyName: 'Bengal Loom & Leather', contactPerson: 'Debashish Ghosh', businessType: 'Wholesaler', accountType: 'both', city: 'Kolkata', state: 'West Bengal', pincode: '700073', address: '9 Bentinck Street', verified: true, description: 'Handloom textiles and leather goods from Bengal workshops.' },
];

export interface DemoProduct {
  vendor: string;
  name: string;
  /** Rupees per unit; 0: wholesale by quote. */
  price: number;
  stock: number;
  /** Wholesale: the minimum order in tonnes; retail: the pack size in `unit`. */
  quantity: number;
  unit: string;
  cities: string[];
  description: string;
}

const WEST = ['Mumbai', 'Pune', 'Ahmedabad'];
/** The southern cities, and Mumbai: the biggest market takes southern goods too. */
const SOUTH = ['Bangalore', 'Chennai', 'Hyderabad', 'Kochi', 'Ernakulam', 'Trivandrum', 'Mysore', 'Tumkur', 'Coimbatore', 'Pollachi', 'Mumbai'];
const NORTH_EAST = ['Delhi', 'Kolkata'];
const METROS = ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata'];
const EVERYWHERE: string[] = [];

const t = (vendor: string, name: string, price: number, stock: number, cities: string[], description: string, quantity = 3): DemoProduct => ({ vendor, name, price, stock, quantity, unit: 'tonne', cities, description });
const r = (vendor: string, name: string, price: number, stock: number, unit: string, quantity: number, cities: string[], description: string): DemoProduct => ({ vendor, name, price, stock, quantity, unit, cities, description });

/** Wholesale products by subcategory, priced per tonne. */
export const DEMO_WHOLESALE: Record<string, DemoProduct[]> = {
  fruits: [
    t('nashik', 'Alphonso Mango (Ratnagiri)', 185000, 40, WEST, 'Hand-picked Ratnagiri Alphonso, ripened on straw, packed in 5 dozen crates.'),
    t('nashik', 'Banana (Robusta)', 19500, 120, EVERYWHERE, 'Robusta bananas from Jalgaon, harvested green and ripened in chambers.'),
    t('nashik', 'Pomegranate (Bhagwa)', 98000, 60, [...WEST, 'Delhi'], 'Deep red Bhagwa pomegranates from Solapur, graded 250 g and up.', 5),
    t('nashik', 'Grapes (Thompson Seedless)', 62000, 0, WEST, 'Nashik Thompson Seedless grapes, export grade, 8 kg boxes.'),
    t('malabar', 'Pineapple (Vazhakulam)', 34000, 45, SOUTH, 'Sweet Vazhakulam pineapples with a geographical indication tag.'),
    t('malabar', 'Papaya (Red Lady)', 21000, 80, SOUTH, 'Red Lady papayas picked at colour break for a long shelf life.'),
    t('deccan', 'Sweet Lime (Mosambi)', 38000, 55, ['Hyderabad', 'Mumbai', 'Pune', 'Delhi'], 'Juicy mosambi from Anantapur orchards, 10 kg mesh bags.'),
    t('bengal', 'Litchi (Shahi, Muzaffarpur)', 0, 25, NORTH_EAST, 'Shahi litchi in season; priced by quote on the day of dispatch.'),
  ],
  vegetables: [
    t('nashik', 'Onion (Nashik Red)', 23800, 300, EVERYWHERE, 'Nashik red onions, cured and sorted, 50 kg jute bags.', 10),
    t('nashik', 'Potato (Agra Chipsona)', 15800, 250, [...WEST, ...NORTH_EAST], 'Chipsona potatoes with low sugar, good for chips and fries.', 10),
    t('nashik', 'Tomato (Hybrid)', 15200, 90, EVERYWHERE, 'Firm hybrid tomatoes in 25 kg crates, picked half ripe.'),
    t('deccan', 'Green Chilli (Guntur)', 36000, 40, SOUTH, 'Fresh green chillies from Guntur, medium heat.'),
    t('malabar', 'Ginger (Wayanad)', 72000, 30, SOUTH, 'Fresh Wayanad ginger with thin skin and strong aroma.'),
    t('deccan', 'Garlic (Ooty)', 145000, 0, SOUTH, 'Ooty hill garlic, large cloves, known for its pungency.'),
    t('bengal', 'Cauliflower (Snowball)', 18500, 60, NORTH_EAST, 'Snowball cauliflower from Hooghly, white tight curds.'),
    t('nashik', 'Cabbage (Golden Acre)', 12000, 70, WEST, 'Golden Acre cabbage heads of 1 to 1.5 kg.'),
  ],
  pulses: [
    t('deccan', 'Toor Dal (Arhar, Unpolished)', 112500, 80, EVERYWHERE, 'Unpolished toor dal from Latur, cleaned and sorted.'),
    t('deccan', 'Chana (Desi)', 62400, 100, EVERYWHERE, 'Desi chana, bold grain, machine cleaned.'),
    t('deccan', 'Basmati Rice (1121 Sella)', 88000, 150, METROS, 'Aged 1121 sella basmati with extra long grains.', 5),
    t('deccan', 'Sona Masoori Rice', 52000, 200, SOUTH, 'Lightweight Sona Masoori from the Krishna delta.', 5),
    t('kongu', 'Moong Dal (Yellow)', 98000, 45, SOUTH, 'Split yellow moong, polished, 30 kg bags.'),
    t('kongu', 'Urad Dal (Whole Black)', 105000, 0, SOUTH, 'Whole black urad for idli and dosa batter.'),
    t('bengal', 'Masoor Dal (Red Lentils)', 74000, 60, NORTH_EAST, 'Red lentils, split and cleaned.'),
    t('nashik', 'Jowar (Sorghum)', 32000, 90, WEST, 'Maldandi jowar from Solapur for bhakri flour.'),
  ],
  oils: [
    t('kongu', 'Coconut Oil (Wood Pressed)', 245000, 20, SOUTH, 'Wood-pressed coconut oil from sun-dried Pollachi copra.'),
    t('kongu', 'Groundnut Oil (Cold Pressed)', 181000, 25, SOUTH, 'Cold-pressed groundnut oil, filtered, in 15 litre tins.'),
    t('kongu', 'Gingelly Oil (Sesame)', 265000, 15, SOUTH, 'Traditional gingelly oil pressed with palm jaggery.'),
    t('deccan', 'Sunflower Oil (Refined)', 132000, 40, EVERYWHERE, 'Refined sunflower oil, light and neutral.'),
    t('deccan', 'Rice Bran Oil', 128000, 35, METROS, 'Physically refined rice bran oil rich in oryzanol.'),
    t('bengal', 'Mustard Oil (Kachi Ghani)', 137000, 50, NORTH_EAST, 'Pungent kachi ghani mustard oil from Bengal mills.'),
    t('nashik', 'Soybean Oil (Refined)', 118000, 0, WEST, 'Refined soybean oil from Indore plants.'),
    t('malabar', 'Palm Oil (RBD Palmolein)', 0, 60, EVERYWHERE, 'RBD palmolein for food service; priced by quote with the port price.'),
  ],
  coffee: [
    t('malabar', 'Coffee (Arabica Parchment)', 428000, 12, SOUTH, 'Chikmagalur Arabica parchment, washed, screen 17 and up.', 3),
    t('malabar', 'Coffee (Robusta Cherry)', 262000, 18, SOUTH, 'Coorg Robusta cherry, natural process.'),
    t('malabar', 'Tea (Nilgiri Orthodox)', 310000, 10, EVERYWHERE, 'Bright, brisk Nilgiri orthodox leaf from high estates.'),
    t('bengal', 'Tea (Assam CTC)', 244000, 30, EVERYWHERE, 'Strong Assam CTC for chai, BOP grade.'),
    t('bengal', 'Tea (Darjeeling First Flush)', 0, 5, METROS, 'Darjeeling first flush, limited lots; priced by quote per lot.'),
    t('malabar', 'Coffee (Monsooned Malabar)', 455000, 0, ['Kochi', 'Bangalore', 'Mumbai'], 'Monsooned Malabar AA, aged in the sea winds of the coast.'),
    t('deccan', 'Chicory Roasted Granules', 150000, 20, SOUTH, 'Roasted chicory granules for filter coffee blends.'),
    t('malabar', 'Green Tea (Kangra)', 380000, 8, ['Delhi', 'Mumbai', 'Bangalore'], 'Kangra valley green tea, hand rolled.'),
  ],
  spices: [
    t('malabar', 'Black Pepper (Malabar Garbled)', 640000, 10, EVERYWHERE, 'Malabar garbled black pepper, 550 g/l density.'),
    t('malabar', 'Cardamom (Green, 8 mm)', 2450000, 3, METROS, 'Bold 8 mm green cardamom from the Idukki hills.'),
    t('deccan', 'Turmeric (Erode Finger)', 137500, 40, EVERYWHERE, 'Erode turmeric fingers, polished, high curcumin.'),
    t('nashik', 'Cumin (Jeera, Unjha)', 294000, 25, [...WEST, 'Delhi'], 'Unjha cumin seeds, Singapore quality, 99 percent clean.'),
    t('deccan', 'Red Chilli (Guntur Teja)', 154000, 35, EVERYWHERE, 'Guntur Teja chillies, hot and bright, stemless on request.'),
    t('malabar', 'Cloves (Kerala)', 0, 4, SOUTH, 'Hand-picked Kerala cloves; priced by quote per lot.'),
    t('nashik', 'Coriander Seeds (Eagle)', 86000, 30, WEST, 'Eagle grade coriander seeds from Rajasthan.'),
    t('bengal', 'Mustard Seeds (Black)', 78000, 0, NORTH_EAST, 'Small black mustard seeds for tempering.'),
  ],
};

/** Retail products by subcategory. */
export const DEMO_RETAIL: Record<string, DemoProduct[]> = {
  bakery: [
    r('bakehouse', 'Whole Wheat Sandwich Bread', 55, 120, 'piece', 1, ['Bangalore', 'Mysore', 'Tumkur'], 'A 400 g loaf of whole wheat bread, baked this morning.'),
    r('bakehouse', 'Multigrain Sourdough Loaf', 180, 40, 'piece', 1, ['Bangalore', 'Mysore'], 'Slow fermented sourdough with millets and seeds.'),
    r('bakehouse', 'Butter Croissants (Pack of 4)', 240, 30, 'piece', 4, METROS, 'Flaky all-butter croissants.'),
    r('bakehouse', 'Mysore Pak', 520, 60, 'kg', 1, SOUTH, 'Ghee-rich Mysore pak, made the old way.'),
    r('bakehouse', 'Plum Cake', 450, 25, 'piece', 1, EVERYWHERE, 'Rum-soaked plum cake with cashews and raisins, 500 g.'),
    r('bakehouse', 'Nankhatai Cookies', 320, 80, 'kg', 1, EVERYWHERE, 'Cardamom nankhatai with pure ghee.'),
    r('coromandel', 'Rusk (Elaichi)', 90, 0, 'piece', 1, EVERYWHERE, 'Crisp cardamom rusk, 300 g pack.'),
    r('bakehouse', 'Ragi Millet Cookies', 160, 50, 'piece', 1, SOUTH, 'Finger millet cookies sweetened with jaggery, 250 g.'),
  ],
  diapers: [
    r('coromandel', 'Baby Diapers, Newborn (Pack of 40)', 499, 70, 'piece', 40, EVERYWHERE, 'Soft newborn diapers with a wetness indicator.'),
    r('coromandel', 'Baby Diaper Pants, Medium (Pack of 56)', 899, 90, 'piece', 56, EVERYWHERE, 'Pull-up pants for 7 to 12 kg, 12 hour absorbency.'),
    r('coromandel', 'Baby Diaper Pants, Large (Pack of 44)', 849, 65, 'piece', 44, EVERYWHERE, 'Pull-up pants for 9 to 14 kg.'),
    r('coromandel', 'Cloth Diapers, Reusable (Pack of 3)', 1099, 30, 'piece', 3, METROS, 'Washable cloth diapers with bamboo inserts.'),
    r('coromandel', 'Adult Diapers, Medium (Pack of 10)', 649, 40, 'piece', 10, EVERYWHERE, 'Adult diapers with leak guards.'),
    r('coromandel', 'Baby Wipes, Unscented (Pack of 72)', 199, 150, 'piece', 72, EVERYWHERE, 'Water-based wipes without fragrance.'),
    r('coromandel', 'Diaper Rash Cream', 245, 0, 'piece', 1, EVERYWHERE, 'Zinc oxide cream, 50 g tube.'),
    r('coromandel', 'Swim Diapers (Pack of 12)', 399, 20, 'piece', 12, ['Chennai', 'Mumbai', 'Bangalore'], 'Swim diapers that do not swell in water.'),
  ],
  leather: [
    r('bengal', 'Leather Messenger Bag', 3499, 15, 'piece', 1, EVERYWHERE, 'Full-grain leather bag with a padded laptop sleeve.'),
    r('bengal', 'Leather Wallet, Bifold', 899, 60, 'piece', 1, EVERYWHERE, 'Vegetable-tanned bifold wallet with eight card slots.'),
    r('jaipur', 'Kolhapuri Chappals', 1299, 30, 'piece', 1, EVERYWHERE, 'Handmade Kolhapuri chappals in natural leather.'),
    r('jaipur', 'Jaipuri Mojari', 1499, 25, 'piece', 1, ['Delhi', 'Mumbai', 'Ahmedabad'], 'Embroidered leather mojari from Jaipur.'),
    r('bengal', 'Leather Belt, Brown', 749, 0, 'piece', 1, EVERYWHERE, 'A 35 mm belt with a brass buckle.'),
    r('bengal', 'Leather Laptop Sleeve', 1899, 20, 'piece', 1, METROS, 'Slim sleeve for 14 inch laptops.'),
    r('jaipur', 'Camel Leather Journal', 699, 40, 'piece', 1, EVERYWHERE, 'Handmade paper journal bound in camel leather.'),
    r('bengal', 'Leather Tote Bag', 2799, 12, 'piece', 1, ['Kolkata', 'Delhi', 'Bangalore'], 'A roomy tote in soft buffalo leather.'),
  ],
  apparels: [
    r('coromandel', 'Cotton Kurta, Men', 899, 50, 'piece', 1, EVERYWHERE, 'Breathable cotton kurta, regular fit.'),
    r('coromandel', 'Kanchipuram Silk Saree', 12499, 6, 'piece', 1, SOUTH, 'Pure silk Kanchipuram saree with zari border.'),
    r('bengal', 'Tant Cotton Saree', 1899, 20, 'piece', 1, ['Kolkata', 'Delhi'], 'Handloom tant saree from Shantipur.'),
    r('coromandel', 'Veshti with Border', 649, 70, 'piece', 1, SOUTH, 'Cotton veshti with a gold border.'),
    r('jaipur', 'Block Print Kurti', 999, 45, 'piece', 1, EVERYWHERE, 'Sanganeri block print kurti in cotton.'),
    r('coromandel', 'Kids Cotton Frock', 549, 0, 'piece', 1, EVERYWHERE, 'Soft cotton frock for ages 3 to 5.'),
    r('bengal', 'Khadi Shirt, Men', 1199, 30, 'piece', 1, METROS, 'Hand-spun khadi shirt, half sleeves.'),
    r('jaipur', 'Bandhani Dupatta', 799, 35, 'piece', 1, EVERYWHERE, 'Tie-dye bandhani dupatta from Kutch.'),
  ],
  jewellery: [
    r('jaipur', 'Silver Jhumka Earrings', 1899, 25, 'piece', 1, EVERYWHERE, 'Oxidised 925 silver jhumkas.'),
    r('jaipur', 'Kundan Necklace Set', 4999, 8, 'piece', 1, METROS, 'Kundan necklace with matching earrings.'),
    r('jaipur', 'Silver Anklets (Pair)', 2299, 18, 'piece', 2, EVERYWHERE, 'Light 925 silver payal with ghungroo.'),
    r('coromandel', 'Temple Jewellery Haram', 6499, 5, 'piece', 1, SOUTH, 'Gold-plated temple haram in the Nagercoil style.'),
    r('jaipur', 'Meenakari Bangles (Set of 4)', 1299, 0, 'piece', 4, EVERYWHERE, 'Enamelled meenakari bangles.'),
    r('bengal', 'Terracotta Necklace', 599, 30, 'piece', 1, ['Kolkata', 'Delhi', 'Mumbai'], 'Hand-painted terracotta beads from Bishnupur.'),
    r('jaipur', 'Silver Toe Rings (Pair)', 499, 60, 'piece', 2, EVERYWHERE, 'Adjustable 925 silver toe rings.'),
    r('coromandel', 'Pearl Stud Earrings', 1499, 22, 'piece', 1, ['Hyderabad', 'Chennai', 'Bangalore'], 'Freshwater pearl studs from Hyderabad.'),
  ],
  handicrafts: [
    r('jaipur', 'Blue Pottery Vase', 1199, 15, 'piece', 1, EVERYWHERE, 'Jaipur blue pottery vase, 10 inches.'),
    r('bengal', 'Dokra Brass Horse', 1799, 10, 'piece', 1, EVERYWHERE, 'Lost-wax Dokra horse from Bankura.'),
    r('jaipur', 'Madhubani Painting (A3)', 2499, 6, 'piece', 1, METROS, 'Hand-painted Madhubani on handmade paper.'),
    r('coromandel', 'Channapatna Wooden Toys (Set)', 899, 25, 'piece', 5, SOUTH, 'Lacquered wooden toys from Channapatna.'),
    r('bengal', 'Kantha Stitch Cushion Cover', 649, 40, 'piece', 1, EVERYWHERE, 'Hand-embroidered kantha cushion cover.'),
    r('jaipur', 'Marble Inlay Coaster Set', 1499, 0, 'piece', 6, EVERYWHERE, 'Agra-style marble inlay coasters.'),
    r('coromandel', 'Tanjore Painting (Small)', 5499, 4, 'piece', 1, SOUTH, 'Tanjore painting with gold foil, 12 by 10 inches.'),
    r('bengal', 'Bamboo Basket, Handwoven', 449, 35, 'piece', 1, ['Kolkata', 'Delhi'], 'Handwoven bamboo basket from the northeast.'),
  ],
};
