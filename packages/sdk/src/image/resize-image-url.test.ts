import { describe, expect, it } from "vitest";
import { resizeImageUrl } from "./resize-image-url";

const HOST = "https://img.test";
const ORIGINAL = "https://cdn.test/products/tee 1.png?v=2";
const ENCODED = "https%3A%2F%2Fcdn.test%2Fproducts%2Ftee%201.png%3Fv%3D2";

describe("resizeImageUrl", () => {
  it("sends the image through the resizing service as webp at quality 100", () => {
    expect(resizeImageUrl(ORIGINAL, { width: 450, height: 300, fit: "cover" }, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&width=450&height=300&fit=cover&format=webp&quality=100`,
    );
  });

  it("leaves out the sizes and fit that are not given", () => {
    expect(resizeImageUrl(ORIGINAL, { width: 600 }, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&width=600&format=webp&quality=100`,
    );
    expect(resizeImageUrl(ORIGINAL, {}, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&format=webp&quality=100`,
    );
  });

  it("rounds sizes up to the widths the service makes, and ignores sizes that are not sizes", () => {
    expect(resizeImageUrl(ORIGINAL, { width: 399.6, height: Number.NaN }, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&width=450&format=webp&quality=100`,
    );
    expect(resizeImageUrl(ORIGINAL, { width: 4096, height: 10 }, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&width=2048&height=120&format=webp&quality=100`,
    );
    expect(resizeImageUrl(ORIGINAL, { width: 0, height: -5 }, HOST)).toBe(
      `${HOST}/images/resize?url=${ENCODED}&format=webp&quality=100`,
    );
  });

  it("does not double the slash of an image host written with one", () => {
    expect(resizeImageUrl(ORIGINAL, {}, `${HOST}/`)).toMatch(
      /^https:\/\/img\.test\/images\/resize\?/,
    );
  });

  it("sends a path of the shop's own files through the service too, as the service resolves it on the shop's host", () => {
    expect(resizeImageUrl("/media/hoodie-9c01.webp", { width: 400 }, HOST)).toBe(
      `${HOST}/images/resize?url=%2Fmedia%2Fhoodie-9c01.webp&width=450&format=webp&quality=100`,
    );
  });

  it.each([
    ["a path relative to the page", "images/a.png"],
    ["a protocol-relative URL", "//cdn.test/a.png"],
    ["a backslash path a browser reads as protocol-relative", "/\\cdn.test/a.png"],
    ["a data URL", "data:image/png;base64,AAAA"],
    ["a javascript URL", "javascript:alert(1)"],
    ["text that is not a URL", "not a url"],
    ["an empty string", ""],
  ])("gives back %s unchanged", (_case, url) => {
    expect(resizeImageUrl(url, { width: 100 }, HOST)).toBe(url);
  });
});
