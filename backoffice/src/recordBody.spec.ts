import { bodyOf } from './recordBody';

const picture = () => ({ rawFile: new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' }), src: 'blob:new', title: 'new.png' });
const fieldsOf = (body: string | FormData) => {
    if (typeof body === 'string') throw new Error('expected a multipart form');
    return Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file ${value.name}`]));
};

describe('a record as the request body', () => {
    it('given no new file, when encoded, then it is JSON with its nulls, and a kept picture is not sent back', () => {
        const body = bodyOf({ name: 'Belt', hsnCode: null, image: { src: '/api/images/a.webp' } }, 'products');
        expect(JSON.parse(body as string)).toEqual({ name: 'Belt', hsnCode: null });
    });

    it('given a new file and a cleared HSN code and description, when encoded, then the form sends both blank (the server reads blank as none)', () => {
        const form = fieldsOf(bodyOf({ name: 'Belt', hsnCode: null, description: null, cities: ['Pune'], price: 120, image: picture() }, 'products'));
        expect(form).toEqual({ name: 'Belt', hsnCode: '', description: '', cities: '["Pune"]', price: '120', image: 'file new.png' });
    });

    it('given a new file and other null fields, when encoded, then they are left out as before (the field keeps its value)', () => {
        const form = fieldsOf(bodyOf({ name: null, stock: null, vendorId: undefined, image: picture() }, 'products'));
        expect(form).toEqual({ image: 'file new.png' });
        // A resource without fields read blank as none leaves every null out.
        expect(fieldsOf(bodyOf({ hsnCode: null, description: null, image: picture() }, 'services'))).toEqual({ image: 'file new.png' });
    });
});
