const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SPECIALS = '!@#$%^&*';

function pick(alphabet: string, random: number): string {
  return alphabet[random % alphabet.length]!;
}

/**
 * The 8-character password a Google sign-up gets (spec 2.3); it meets the sign-up rules:
 * eight characters, no spaces, one special character at a random position.
 */
export function randomPassword(length = 8): string {
  const random = crypto.getRandomValues(new Uint32Array(length + 1));
  const chars = Array.from({ length: length - 1 }, (_, i) => pick(LETTERS, random[i]!));
  chars.splice(random[length]! % length, 0, pick(SPECIALS, random[length - 1]!));
  return chars.join('');
}
