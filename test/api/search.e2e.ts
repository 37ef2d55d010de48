import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';

/**
 * GET /api/search (issue 10): live products only, relevance-ranked and typo tolerant, with
 * highlighted matches, facets (category, city, price) counted with the other facets applied,
 * a city filter, and bad input refused naming the field. Client text is never a pattern.
 */
describe('site search', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  const list = async (vendor: { Authorization: string }, body: Record<string, unknown>, approve = true) => {
    const res = await t.http().post('/api/admin/products').set(vendor).send({ stock: 10, quantity: body.category === 'wholesale' ? 3 : 1, unit: body.category === 'wholesale' ? 'tonne' : 'kg', ...body }).expect(201);
    if (approve) await t.http().post(`/api/admin/products/${res.body.id}/approve`).set(admin).expect(201);
    return res.body.id as string;
  };
  const search = (query: Record<string, string>) => t.http().get('/api/search').query(query);

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    const vendor = await vendorAuth(t);
    await list(vendor, { name: 'Hybrid Tomatoes', category: 'wholesale', subcategory: 'vegetables', price: 15200, cities: ['Mumbai', 'Pune'], description: 'Firm red tomatoes in 25 kg crates.' });
    await list(vendor, { name: 'Tomato Ketchup Crates', category: 'wholesale', subcategory: 'vegetables', price: 0, cities: ['Delhi'], description: 'Bulk ketchup made from ripe tomatoes.' });
    await list(vendor, { name: 'Erode Turmeric Fingers', category: 'wholesale', subcategory: 'spices', price: 137500, cities: [], description: 'Polished fingers with high curcumin.' });
    await list(vendor, { name: 'Spice Gift Box', category: 'retail', subcategory: 'handicrafts', price: 899, cities: ['Mumbai'], description: 'A carved box holding turmeric, cumin and cardamom.' });
    await list(vendor, { name: 'Cherry Tomatoes Punnet', category: 'retail', subcategory: 'bakery', price: 120, cities: [], description: 'Sweet cherry tomatoes.' }, false);
  }, 60_000);
  afterAll(() => t.close());

  it('finds a product by a misspelled word, best match first, with the matches highlighted', async () => {
    const res = await search({ q: 'tomatos' }).expect(200);
    const names = res.body.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Hybrid Tomatoes', 'Tomato Ketchup Crates']);
    expect(res.body.total).toBe(2);
    const [first] = res.body.items;
    expect(first).toMatchObject({ kind: 'product', category: 'wholesale', subcategory: 'vegetables', price: 15200, path: expect.stringMatching(/^\/products\//), image: expect.stringMatching(/^\/api\/images\//) });
    expect(first.highlight.name).toEqual([
      { text: 'Hybrid ', match: false },
      { text: 'Tomatoes', match: true },
    ]);
    expect(first.highlight.description.filter((s: { match: boolean }) => s.match).map((s: { text: string }) => s.text)).toEqual(['tomatoes']);
    const turmeric = await search({ q: 'turmerik' }).expect(200);
    // The name match ranks above the description match.
    expect(turmeric.body.items.map((i: { name: string }) => i.name)).toEqual(['Erode Turmeric Fingers', 'Spice Gift Box']);
  });

  it('never shows a product that is not approved', async () => {
    const res = await search({ q: 'cherry tomatoes' }).expect(200);
    expect(res.body.items.map((i: { name: string }) => i.name)).not.toContain('Cherry Tomatoes Punnet');
  });

  it('counts facets by category, city and price, each with the other facets applied', async () => {
    const res = await search({ q: 'turmeric tomatoes' }).expect(200);
    const count = (facet: string, value: string) => res.body.facets[facet].find((f: { value: string }) => f.value === value)?.count;
    expect(count('category', 'wholesale')).toBe(3);
    expect(count('category', 'retail')).toBe(1);
    expect(count('category', 'services')).toBe(0);
    // Turmeric serves every city; the tomatoes Mumbai and Pune; the ketchup Delhi; the gift box Mumbai.
    expect(count('city', 'Mumbai')).toBe(3);
    expect(count('city', 'Delhi')).toBe(2);
    expect(count('city', 'Kochi')).toBe(1);
    expect(res.body.facets.city).toHaveLength(15);
    expect(count('price', 'quote')).toBe(1);
    expect(count('price', 'under-500')).toBe(0);
    expect(count('price', '500-2000')).toBe(1);
    expect(count('price', '10000-100000')).toBe(1);
    expect(count('price', 'over-100000')).toBe(1);

    const inMumbai = await search({ q: 'turmeric tomatoes', city: 'Mumbai', category: 'wholesale' }).expect(200);
    expect(inMumbai.body.items.map((i: { name: string }) => i.name).sort()).toEqual(['Erode Turmeric Fingers', 'Hybrid Tomatoes']);
    expect(inMumbai.body.total).toBe(2);
    const mumbaiCount = (facet: string, value: string) => inMumbai.body.facets[facet].find((f: { value: string }) => f.value === value)?.count;
    // The category facet still counts retail in Mumbai; the city facet still counts Delhi's wholesale.
    expect(mumbaiCount('category', 'retail')).toBe(1);
    expect(mumbaiCount('city', 'Delhi')).toBe(2);
    const priced = await search({ q: 'turmeric tomatoes', price: 'quote' }).expect(200);
    expect(priced.body.items.map((i: { name: string }) => i.name)).toEqual(['Tomato Ketchup Crates']);
  });

  it('filters by city: a product serving no listed city is everywhere, one serving others is not', async () => {
    const res = await search({ q: 'tomatoes', city: 'Kochi' }).expect(200);
    expect(res.body.items).toEqual([]);
    const kochi = await search({ q: 'turmeric', city: 'Kochi' }).expect(200);
    expect(kochi.body.items.map((i: { name: string }) => i.name)).toEqual(['Erode Turmeric Fingers']);
  });

  it('lists everything visible, newest first, without words; pages', async () => {
    const all = await search({}).expect(200);
    expect(all.body.total).toBe(4);
    const page2 = await search({ perPage: '3', page: '2' }).expect(200);
    expect(page2.body).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].name).toBe(all.body.items[3].name);
  });

  it('takes pattern and operator characters as plain text', async () => {
    for (const q of ['.*', '$where', '{"$gt": ""}', '"tomato" OR *', 'tomato)']) {
      const res = await search({ q }).expect(200);
      expect(res.body.total).toBeLessThanOrEqual(q.includes('tomato') ? 2 : 0);
    }
  });

  it('refuses bad input with 400 naming the field, and answers anyone signed out', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ city: 'Atlantis' }, 'city'],
      [{ category: 'groceries' }, 'category'],
      [{ price: 'cheap' }, 'price'],
      [{ page: '0' }, 'page'],
      [{ perPage: '500' }, 'perPage'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, errors: { [field]: expect.any(String) } });
    }
  });
});
