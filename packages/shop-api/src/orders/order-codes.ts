import { randomBytes, randomInt } from "node:crypto";

/** No 0/O, 1/I/L: the code is read off a screen or an email and typed. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 12;

/**
 * The status page's code: 12 characters of a 31-letter alphabet (≈ 59 bits), in groups of four,
 * so that it can be typed and cannot be guessed as an order number could.
 * @example newOrderCode() // "K7QX-2M9P-WR4T"
 */
export function newOrderCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    if (i > 0 && i % 4 === 0) code += "-";
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A random id with a prefix; 96 bits, so ids in public URLs cannot be enumerated.
 * @example randomId("ord") // "ord_3q2Lx…"
 */
export function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/** The thank-you page's secret: 128 bits. */
export function newThankyouId(): string {
  return randomBytes(16).toString("base64url");
}

/** The first number a shop's orders get. */
export const FIRST_ORDER_NUMBER = 1001;
