import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, ValidateNested } from 'class-validator';
import { QueryIntField } from './fields';
import { validationPipe } from './validation';

class Named {
  @IsString({ message: 'Name is required' })
  @MaxLength(10, { message: 'Name must be at most 10 characters' })
  name!: string;
}

/** Inherits Named's rules: the remembered lookup must still find them. */
class Line extends Named {
  @IsInt({ message: 'Quantity must be a whole number' })
  @Max(30, { message: 'Quantity must be at most 30' })
  quantity!: number;
}

class Order {
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

const check = (value: unknown) => validationPipe().transform(value, { type: 'body', metatype: Order });
const fields = async (value: unknown) => {
  const error = await check(value).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(BadRequestException);
  return ((error as BadRequestException).getResponse() as { errors: Record<string, string> }).errors;
};

describe('validationPipe (class-validator with its rule lookup remembered)', () => {
  it('applies own, inherited and nested rules on every call, not only the first', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await check({ lines: [{ name: 'Loaf', quantity: 2, price: 1 }] })).toEqual({ lines: [{ name: 'Loaf', quantity: 2 }] });
      expect(await fields({ lines: [{ name: 'Loaf', quantity: 31 }, { quantity: 1 }] })).toEqual({
        'lines.0.quantity': 'Quantity must be at most 30',
        'lines.1.name': 'Name is required',
      });
      expect(await fields({ lines: [{ name: 'A very long loaf', quantity: 1.5 }] })).toEqual({
        'lines.0.name': 'Name must be at most 10 characters',
        'lines.0.quantity': 'Quantity must be a whole number',
      });
    }
  });

  it('finds the rules of a class that loads after the lookups began', async () => {
    await check({ lines: [] });
    class Late {
      @IsString({ message: 'Code is required' })
      code!: string;
    }
    await expect(validationPipe().transform({ code: 7 }, { type: 'body', metatype: Late })).rejects.toThrow('Code is required');
    await expect(validationPipe().transform({ code: 'x' }, { type: 'body', metatype: Late })).resolves.toEqual({ code: 'x' });
  });

  it("drops a body's undeclared fields, and refuses a query string's naming each key", async () => {
    expect(await validationPipe().transform({ name: 'Loaf', role: 'admin' }, { type: 'body', metatype: Named })).toEqual({ name: 'Loaf' });
    const refused = await validationPipe()
      .transform({ name: 'Loaf', 'category[]': 'fruits', 'q[$gt]': '' }, { type: 'query', metatype: Named })
      .then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(BadRequestException);
    expect((refused as BadRequestException).getResponse()).toEqual({
      statusCode: 400,
      message: 'category[] is not a parameter here',
      errors: { 'category[]': 'category[] is not a parameter here', 'q[$gt]': 'q[$gt] is not a parameter here' },
    });
    expect(await validationPipe().transform({ name: 'Loaf' }, { type: 'query', metatype: Named })).toEqual({ name: 'Loaf' });
  });
});

describe('QueryIntField (a whole number from the query string)', () => {
  class Page {
    @QueryIntField({ min: 1, max: 100, message: 'perPage must be a whole number from 1 to 100' })
    perPage?: number;
  }
  const read = (perPage: unknown) => validationPipe().transform({ perPage }, { type: 'query', metatype: Page });

  it('reads decimal digits as the number', async () => {
    expect(await read('25')).toEqual({ perPage: 25 });
    expect(await read(undefined)).toEqual({});
  });

  it("refuses what Number() would also read: hex, exponents, spaces, the empty text, decimals", async () => {
    for (const text of ['0x10', '1e1', ' 5', '5 ', '', '2.0', '+5', 'Infinity']) {
      const error = await read(text).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({ errors: { perPage: 'perPage must be a whole number from 1 to 100' } });
    }
  });
});
