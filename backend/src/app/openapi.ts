import { INestApplication } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The body of every error the API answers (platform/http/error.filter.ts). */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Please enter a valid email address', description: 'The first problem, in words a person can read' })
  message!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Please enter a valid email address' },
    description: 'Each field in error and its message (react-admin shows them under the form fields)',
  })
  errors?: Record<string, string>;
}

const DESCRIPTION = [
  'Every route of the Bazaar marketplace, generated from the controllers and their DTOs.',
  'docs/api.md in the repository is the reference for what each route answers: its roles, its messages word for word, its limits and caching.',
  'Errors are `{statusCode, message, errors?}` (ErrorResponse): 400 names each field in `errors`; 401 and 403 come from routes that need a role (docs/api.md lists them);',
  '404, 409, 412, 422 and 429 (with Retry-After) where docs/api.md says so.',
].join(' ');

/**
 * The OpenAPI document served at /api/docs: a description pointing to docs/api.md, bearer
 * auth, and the standard error responses (400, 401, 403 with the ErrorResponse schema) on
 * every operation, added once here instead of on 191 routes by hand.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const error = (status: number, description: string) => ({ status, description, type: ErrorResponse });
  const config = new DocumentBuilder()
    .setTitle('Bazaar marketplace API')
    .setVersion('1')
    .setDescription(DESCRIPTION)
    .addBearerAuth()
    .addGlobalResponse(
      error(400, 'Invalid input: `errors` maps each field to its message'),
      error(401, 'Not signed in, or the session has ended (routes that need a role)'),
      error(403, 'Signed in, but with a role this route does not allow'),
    )
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponse] });
}
