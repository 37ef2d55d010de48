import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

const flatten = (errors: ValidationError[], prefix = ''): Record<string, string> =>
  Object.fromEntries(
    errors.flatMap((error) => {
      const field = prefix + error.property;
      // Decorators register bottom-up, so the last constraint is the first one written:
      // DTOs list "required" before "format", and that is the message shown. A key the DTO
      // does not declare (only refused in query strings) says so in our words.
      const message = error.constraints?.whitelistValidation ? `${field} is not a parameter here` : error.constraints && Object.values(error.constraints).at(-1)!;
      const own = message ? [[field, message] as const] : [];
      return [...own, ...Object.entries(flatten(error.children ?? [], `${field}.`))];
    }),
  );

type MetadataLookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];
const memoized = new WeakSet<object>();

/**
 * class-validator looks up a DTO's rules by scanning every decorated class of the app with
 * `instanceof`, on every validation of every nested object (typestack/class-validator#2686):
 * about a tenth of a checkout's request thread. A class's own and inherited rules are all
 * registered when it loads, before it can be validated, so each lookup is remembered per
 * class and arguments (as twentyhq/twenty does).
 */
export function memoizeValidationMetadata(): void {
  const storage = getMetadataStorage();
  if (memoized.has(storage)) return;
  memoized.add(storage);
  const lookup: MetadataLookup = storage.getTargetValidationMetadatas.bind(storage);
  const known = new WeakMap<object, Map<string, ReturnType<MetadataLookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byArguments = known.get(target);
    if (!byArguments) known.set(target, (byArguments = new Map()));
    let rules = byArguments.get(key);
    if (!rules) byArguments.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}

const options = (forbidNonWhitelisted: boolean) => ({
  whitelist: true,
  forbidNonWhitelisted,
  transform: true,
  exceptionFactory: (errors: ValidationError[]) => {
    const fields = flatten(errors);
    return new BadRequestException({ statusCode: 400, message: Object.values(fields)[0] ?? 'Invalid input', errors: fields });
  },
});

/**
 * Bodies and query strings checked against their DTO. A body's undeclared fields are dropped
 * (react-admin sends whole records back; they are never applied); a query string's are a 400
 * naming the key (`?category[]=fruits`, `?q[$gt]=` would otherwise be a silently unfiltered list).
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  private readonly query = new ValidationPipe(options(true));

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'query' ? this.query.transform(value, metadata) : super.transform(value, metadata);
  }
}

/** class-validator errors as `{statusCode: 400, message, errors: {field: message}}`. */
export const validationPipe = () => {
  memoizeValidationMetadata();
  return new BodyAndQueryValidationPipe(options(false));
};
