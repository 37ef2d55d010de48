import type { ArtKind } from '../catalog/categories';

/** Soft backdrop colour behind each illustration. */
export const ART_TONE: Record<ArtKind, string> = {
  fruits: '#fde8e4',
  vegetables: '#e6f4e1',
  pulses: '#fbf0dc',
  oils: '#fff4cf',
  coffee: '#f1e6dc',
  spices: '#fde6d6',
  bakery: '#fbeedd',
  diapers: '#e3f2fb',
  leather: '#f3e6dd',
  apparels: '#e2f3ef',
  jewellery: '#fbf1d6',
  handicrafts: '#fae4d8',
  insurance: '#e2f0ee',
  moving: '#fff0d9',
  web: '#e6ecfa',
  'e-service': '#ebe7fa',
  event: '#fce7ef',
  interior: '#e7f3ef',
  'real-estate': '#e7eefa',
  handyman: '#fde9dc',
  healthcare: '#fde6e8',
};
