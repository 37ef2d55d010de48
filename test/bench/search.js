#!/usr/bin/env node
// Site search at scale: 10,000 live products in the default SQLite read store (the catalogue
// projection's declared indexes and full-text search), then GET /api/search's work for a
// misspelled word (SearchService over the product and service sources: candidates from the
// trigram index, scoring, facets, the page's vendor lookups). Printed, never asserted.
// Target: p99 at most 30 ms.
//   node test/bench/search.js [products]
'use strict';

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const dist = '../../backend/dist';
const { SqliteReadStore } = require(`${dist}/platform/read-store/sqlite-read-store.js`);
const { collectionSpec, physicalName } = require(`${dist}/platform/projections/projection.js`);
const { productsProjection, catalogueVendorsProjection } = require(`${dist}/modules/catalogue/catalogue.projection.js`);
const { CatalogueQueries } = require(`${dist}/modules/catalogue/catalogue.queries.js`);
const { servicesProjection, serviceProvidersProjection } = require(`${dist}/modules/services/services.projection.js`);
const { ProductSearchSource } = require(`${dist}/modules/search/product.search-source.js`);
const { ServiceSearchSource } = require(`${dist}/modules/search/service.search-source.js`);
const { SearchService } = require(`${dist}/modules/search/search.service.js`);
const { CITIES, RATE_CATEGORIES, RETAIL_CATEGORIES } = require('@bazaar/common');
const { timeMany } = require('./read-store-scale');

const NAMES = ['Basmati Rice', 'Sona Masoori', 'Toor Dal', 'Chana', 'Moong Dal', 'Jeera', 'Turmeric', 'Red Chilli', 'Cardamom', 'Onion', 'Potato', 'Tomato', 'Garlic', 'Ginger', 'Mustard Oil', 'Groundnut Oil', 'Coffee Arabica', 'Assam Tea', 'Mango', 'Banana', 'Silver Anklets', 'Leather Wallet', 'Cotton Kurta', 'Plum Cake'];
const GRADES = ['Premium', 'Export Grade', 'Organic', 'Farm Fresh', 'Sorted', 'Bold', 'Machine Cleaned', 'Handpicked'];
const VENDORS = 50;

function productDoc(i) {
  const wholesale = i % 3 !== 0;
  const subcategories = wholesale ? RATE_CATEGORIES : RETAIL_CATEGORIES;
  const listedAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    slug: `product-${i}`,
    vendorId: `vendor-${i % VENDORS}`,
    name: `${NAMES[i % NAMES.length]} ${GRADES[(i * 7) % GRADES.length]} ${i}`,
    description: `${GRADES[(i * 3) % GRADES.length]} lot from ${CITIES[i % CITIES.length]}, packed for traders and kitchens.`,
    category: wholesale ? 'wholesale' : 'retail',
    subcategory: subcategories[i % subcategories.length],
    pricePaise: (i % 50 === 0 ? 0 : 10_000 + ((i * 7919) % 20_000_000)),
    stock: i % 11,
    inStock: i % 11 > 0,
    quantity: wholesale ? 3 : 1,
    unit: wholesale ? 'tonne' : 'kg',
    cities: i % 4 === 0 ? [] : [CITIES[i % CITIES.length], CITIES[(i * 5) % CITIES.length]],
    showOnPages: [wholesale ? 'wholesale' : 'retail'],
    vendorStatus: 'active',
    imageId: null,
    approval: 'approved',
    approved: true,
    rejectionReason: null,
    deleted: false,
    live: i % 25 !== 0,
    listedAt,
    updatedAt: listedAt,
    approvedAt: listedAt,
  };
}

async function fill(store, projection, docs) {
  const physical = physicalName(projection);
  await store.ensureIndexes(physical, collectionSpec(projection));
  await store.setAlias(projection.collection, physical);
  for (let from = 0; from < docs.length; from += 5000) {
    const writes = docs.slice(from, from + 5000).map((doc, i) => ({ _id: doc._id, doc, position: from + i + 1 }));
    await store.commit([{ collection: physical, checkpoint: physical, position: from + writes.length, writes }]);
  }
}

async function benchSearch(total = 10_000) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-search-'));
  const store = SqliteReadStore.inDataDir(dir);
  try {
    await fill(store, productsProjection, Array.from({ length: total }, (_, i) => productDoc(i)));
    await fill(store, catalogueVendorsProjection, Array.from({ length: VENDORS }, (_, i) => ({ _id: `vendor-${i}`, name: `Vendor ${i}`, verified: i % 2 === 0, active: true })));
    await fill(store, servicesProjection, []);
    await fill(store, serviceProvidersProjection, []);
    const search = new SearchService([new ProductSearchSource(new CatalogueQueries(store), store), new ServiceSearchSource(store)]);
    const first = await search.search('tumeric', {}, 1, 20);
    const rows = [];
    const queries = [
      ['misspelled word "tumeric", page of 20 + facets', 'tumeric', {}],
      ['misspelled word "basmatti" in Mumbai, wholesale', 'basmatti', { city: 'Mumbai', category: 'wholesale' }],
      ['two words, one misspelled: "organic tomatoe"', 'organic tomatoe', {}],
    ];
    for (const [label, q, filters] of queries) rows.push({ query: label, ...(await timeMany(300, () => search.search(q, filters, 1, 20))) });
    return { total, found: first.total, rows };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printSearch({ total, found, rows }) {
  console.log(`Site search over ${total} products (SearchService + SQLite read store, in process; "tumeric" finds ${found}); target: p99 at most 30 ms`);
  console.table(rows);
}

module.exports = { benchSearch, printSearch, productDoc };

if (require.main === module) {
  benchSearch(Number(process.argv[2] ?? 10_000)).then(printSearch, (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
