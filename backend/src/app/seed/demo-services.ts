import type { City } from '@bazaar/common';

/**
 * The services demo data: real-sounding providers, each offering services in a few of the
 * nine categories, together covering every category in every one of the 15 cities, and a
 * few completed bookings with reviews. Prices in rupees; durations and hours as spec 9.
 */
export interface DemoService {
  name: string;
  category: 'insurance' | 'moving' | 'web' | 'e-service' | 'event' | 'interior' | 'real-estate' | 'handyman' | 'healthcare';
  description: string;
  price: number;
  duration: '30 mins' | '1 hour' | '2 hours' | '3 hours' | '4 hours' | 'Full day';
  cities: string[];
}

export interface DemoProvider {
  name: string;
  /** The local part of the demo e-mail address (<local>@demo.bazaar.example). */
  email: string;
  phone: string;
  expertise: string;
  /**
   * An admin checked their document. One is left pending, so the admin's Verify has work; its
   * services stay off the storefront until then, so it offers none that only it covers.
   */
  verified: boolean;
  services: DemoService[];
}

const WEST = ['Mumbai', 'Pune', 'Ahmedabad'];
const NORTH_EAST = ['Delhi', 'Kolkata'];
const SOUTH = ['Bangalore', 'Hyderabad', 'Chennai', 'Mysore', 'Tumkur', 'Coimbatore'];
const KERALA = ['Kochi', 'Ernakulam', 'Trivandrum', 'Pollachi'];
const ALL = [...WEST, ...NORTH_EAST, ...SOUTH, ...KERALA];

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    name: 'Shree Ganesh Packers & Movers',
    email: 'ganesh.movers',
    phone: '+919820011001',
    expertise: 'Household shifting, office relocation',
    verified: true,
    services: [
      { name: 'Home shifting within the city', category: 'moving', description: 'Packing, loading, transport and unpacking for 1 to 3 BHK homes, with bubble wrap and a covered truck.', price: 4999, duration: '4 hours', cities: [...WEST, ...NORTH_EAST] },
      { name: 'Office relocation', category: 'moving', description: 'Desks, computers and files moved over a working day, labelled and set up again at the new office.', price: 14999, duration: 'Full day', cities: ['Mumbai', 'Pune', 'Delhi'] },
      { name: 'Two-wheeler transport', category: 'moving', description: 'Scooter or motorcycle crated and carried to another city, door to door.', price: 2499, duration: '1 hour', cities: ALL },
    ],
  },
  {
    name: 'Southern Star Relocations',
    email: 'southern.star',
    phone: '+919845022002',
    expertise: 'Packing and moving in South India',
    verified: false,
    services: [
      { name: 'Home shifting within the city', category: 'moving', description: 'Trained packers, quality cartons and a closed truck for homes up to 3 BHK.', price: 4499, duration: '4 hours', cities: [...SOUTH, ...KERALA] },
      { name: 'Furniture assembly and fitting', category: 'handyman', description: 'Beds, wardrobes and modular furniture assembled or taken apart, wall units fixed.', price: 899, duration: '2 hours', cities: [...SOUTH, ...KERALA] },
    ],
  },
  {
    name: 'FixIt Home Services',
    email: 'fixit.home',
    phone: '+919811033003',
    expertise: 'Electrician, plumber, carpenter',
    verified: true,
    services: [
      { name: 'Electrician visit', category: 'handyman', description: 'Switches, sockets, fans and lights installed or repaired; wiring faults traced.', price: 349, duration: '1 hour', cities: ALL },
      { name: 'Plumbing repair', category: 'handyman', description: 'Leaking taps, blocked drains, flush tanks and geyser connections fixed.', price: 399, duration: '1 hour', cities: [...WEST, ...NORTH_EAST] },
      { name: 'Wall painting, one room', category: 'interior', description: 'Two coats of emulsion for a room up to 12 x 12 ft, furniture covered and cleaned up after.', price: 5999, duration: 'Full day', cities: [...WEST, ...NORTH_EAST, 'Bangalore'] },
    ],
  },
  {
    name: 'Utsav Event Planners',
    email: 'utsav.events',
    phone: '+919830044004',
    expertise: 'Weddings, birthdays, corporate events',
    verified: true,
    services: [
      { name: 'Birthday party planning', category: 'event', description: 'Theme, decoration, cake and entertainment for up to 50 guests, planned and run on the day.', price: 12999, duration: '4 hours', cities: ALL },
      { name: 'Corporate event management', category: 'event', description: 'Venue, stage, sound and catering coordination for conferences and offsites.', price: 49999, duration: 'Full day', cities: ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata'] },
      { name: 'Wedding decor consultation', category: 'event', description: 'A planner visits, understands your rituals and budget, and proposes a decor plan.', price: 1999, duration: '1 hour', cities: ALL },
    ],
  },
  {
    name: 'Pixel Forge Web Studio',
    email: 'pixel.forge',
    phone: '+919880055005',
    expertise: 'Websites, online stores, digital services',
    verified: true,
    services: [
      { name: 'Business website, five pages', category: 'web', description: 'A fast, mobile-friendly website with your logo, contact form and Google Maps, hosted for a year.', price: 24999, duration: '2 hours', cities: ALL },
      { name: 'Online store setup', category: 'web', description: 'Catalogue, UPI and card payments, delivery charges and order e-mails for up to 100 products.', price: 39999, duration: '3 hours', cities: ALL },
      { name: 'GST registration assistance', category: 'e-service', description: 'Documents checked and the GST application filed online for you, with follow-up until approval.', price: 1499, duration: '1 hour', cities: ALL },
      { name: 'PAN and Aadhaar update help', category: 'e-service', description: 'Corrections and linking done online in one session; we guide you through each step.', price: 299, duration: '30 mins', cities: ALL },
    ],
  },
  {
    name: 'Aangan Interiors',
    email: 'aangan.interiors',
    phone: '+919822066006',
    expertise: 'Home interiors, modular kitchens',
    verified: true,
    services: [
      { name: 'Interior design consultation', category: 'interior', description: 'A designer visits, measures and suggests layouts, colours and materials within your budget.', price: 2499, duration: '2 hours', cities: ALL },
      { name: 'Modular kitchen design', category: 'interior', description: '3D design of your kitchen with cabinet, counter and appliance plan and a quotation.', price: 4999, duration: '3 hours', cities: [...WEST, ...SOUTH, ...KERALA] },
    ],
  },
  {
    name: 'SecureLife Insurance Advisors',
    email: 'securelife',
    phone: '+919811077007',
    expertise: 'Health, life and motor insurance',
    verified: true,
    services: [
      { name: 'Health insurance advice', category: 'insurance', description: 'Compare family floater and individual plans from several insurers; no charge if you buy through us.', price: 499, duration: '1 hour', cities: ALL },
      { name: 'Motor insurance renewal', category: 'insurance', description: 'Renewal quotes for car or two-wheeler, no-claim bonus carried over, policy issued the same day.', price: 199, duration: '30 mins', cities: ALL },
    ],
  },
  {
    name: 'Nivas Realty',
    email: 'nivas.realty',
    phone: '+919845088008',
    expertise: 'Home rentals, property sale and purchase',
    verified: true,
    services: [
      { name: 'Rental home search', category: 'real-estate', description: 'Shortlisted flats that match your budget and area, visits arranged and the agreement checked.', price: 2999, duration: '3 hours', cities: ALL },
      { name: 'Property document verification', category: 'real-estate', description: 'Title, encumbrance and approvals checked by a property lawyer before you buy.', price: 7999, duration: '2 hours', cities: [...WEST, ...SOUTH] },
    ],
  },
  {
    name: 'CareFirst Home Healthcare',
    email: 'carefirst',
    phone: '+919830099009',
    expertise: 'Nursing, physiotherapy, doctor visits',
    verified: true,
    services: [
      { name: 'Physiotherapy session at home', category: 'healthcare', description: 'A qualified physiotherapist for back pain, post-surgery recovery or sports injuries.', price: 799, duration: '1 hour', cities: ALL },
      { name: 'Nurse visit', category: 'healthcare', description: 'Injections, dressing, catheter care and vital checks by a registered nurse.', price: 599, duration: '1 hour', cities: ALL },
      { name: 'Doctor home consultation', category: 'healthcare', description: 'A general physician visits, examines and prescribes; lab samples collected if needed.', price: 999, duration: '30 mins', cities: [...WEST, ...NORTH_EAST, 'Bangalore', 'Hyderabad', 'Chennai'] },
    ],
  },
];

export const DEMO_CUSTOMERS = [
  { name: 'Ananya Iyer', email: 'ananya.iyer' },
  { name: 'Vikram Malhotra', email: 'vikram.malhotra' },
  { name: 'Sneha Patil', email: 'sneha.patil' },
];

/** Completed bookings with their reviews: which provider's service (by index), who, how many days ago, stars and words. */
export const DEMO_REVIEWS: { provider: number; service: number; customer: number; daysAgo: number; time: string; city: City; rating: number; comment: string; reply?: string }[] = [
  { provider: 0, service: 0, customer: 0, daysAgo: 12, time: '09:00', city: 'Mumbai', rating: 5, comment: 'Packed everything carefully and nothing broke. On time too.', reply: 'Thank you! Glad the move went smoothly.' },
  { provider: 0, service: 0, customer: 1, daysAgo: 6, time: '10:00', city: 'Pune', rating: 4, comment: 'Good team, the truck came half an hour late.' },
  { provider: 2, service: 0, customer: 2, daysAgo: 9, time: '11:00', city: 'Delhi', rating: 5, comment: 'Fixed three fans and a socket in one visit. Very polite.', reply: 'Thanks Sneha, call us any time.' },
  { provider: 3, service: 0, customer: 0, daysAgo: 20, time: '12:00', city: 'Bangalore', rating: 5, comment: 'The kids loved the jungle theme. Stress-free party for us.' },
  { provider: 4, service: 2, customer: 1, daysAgo: 4, time: '14:00', city: 'Hyderabad', rating: 4, comment: 'GST application filed the same day, approval came within a week.' },
  { provider: 8, service: 0, customer: 2, daysAgo: 3, time: '15:00', city: 'Chennai', rating: 5, comment: 'My father is walking better after five sessions.', reply: 'Wishing him a quick recovery!' },
  { provider: 6, service: 0, customer: 0, daysAgo: 15, time: '16:00', city: 'Kochi', rating: 4, comment: 'Clear comparison of plans, no pressure to buy.' },
];
