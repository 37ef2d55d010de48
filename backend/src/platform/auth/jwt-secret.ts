import { KeyObject, createSecretKey } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { dataDirSecret } from '../config/data-dir';

/** File in DATA_DIR holding the generated secret when JWT_SECRET is unset (mode 600). */
export const JWT_SECRET_FILE = 'jwt.secret';

/**
 * The key that signs access tokens and phone-verification tokens: JWT_SECRET when set
 * (production refuses one shorter than 32 bytes, see loadConfig), otherwise 48 random bytes
 * made once per DATA_DIR and kept there, so no secret is ever published in the docs and
 * every process sharing DATA_DIR signs with the same one. A KeyObject: given a string,
 * jsonwebtoken first tries (and fails) to parse it as a public key on every request.
 */
/**
 * The one algorithm tokens are signed and verified with. Left open, the verifier took any HMAC
 * (HS384, HS512) made with the key: no forgery without it, but one algorithm is the rule.
 */
export const JWT_ALGORITHM = 'HS256' as const;

export function jwtKey(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): KeyObject {
  return createSecretKey(config.jwtSecret !== undefined ? Buffer.from(config.jwtSecret) : dataDirSecret(config.dataDir, JWT_SECRET_FILE, 48));
}
