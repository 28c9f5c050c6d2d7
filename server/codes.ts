/** Room codes drawn with the operating system's cryptographic RNG (see CODE_ALPHABET and CODE_LENGTH in src/net/protocol.ts). */
import { randomBytes, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../src/net/protocol';

/** A fresh room code: CODE_LENGTH characters, each uniform over CODE_ALPHABET (randomInt has no modulo bias). */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A seat's secret: 128 random bits, base64url. Whoever presents it reclaims the seat. */
export function newSeatToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A game's seed: 128 random bits, hex (the rules take it as a string seed). */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
