import { IMAGE_WIDTHS } from "@vitrine/contract";
import { createMemoryCookieJar, createStorefront } from "@vitrine/sdk";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image, type ImageProps } from "./image";

const PICTURE = {
  data: { url: "https://cdn.test/tee.png", alt: "Logo tee, front", width: 1200, height: 1500 },
  sizes: "(min-width: 750px) 50vw, 100vw",
  maxWidth: 600,
} satisfies ImageProps;

const ORIGIN = "https://shop.test";
/** A storefront that only has to know its image host; it makes no request. */
const storefront = createStorefront({
  shopId: "shop-demo",
  endpoints: {
    gatewayBase: ORIGIN,
    storefrontApiBase: ORIGIN,
    membershipBase: ORIGIN,
    creatorSiteBase: ORIGIN,
    assetsHost: ORIGIN,
    imageHost: ORIGIN,
  },
  cookies: createMemoryCookieJar(),
  fetch: () => Promise.reject(new Error("offline")),
  navigate: () => {},
  visibility: { isVisible: () => false, onChange: () => () => {} },
});

/** The attributes of the one `img` the component renders (the kit's tests run without a DOM). */
function attributesOf(props: ImageProps): Record<string, string> {
  const html = renderToStaticMarkup(
    <StorefrontProvider storefront={storefront}>
      <Image {...props} />
    </StorefrontProvider>,
  );
  // React's server renderer may put a preload link for a priority picture before it.
  const img = html.match(/<img [^>]*\/>/g) ?? [];
  expect(img).toHaveLength(1);
  return Object.fromEntries(
    [...(img[0] ?? "").matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
      name.toLowerCase(),
      value.replaceAll("&amp;", "&"),
    ]),
  );
}

describe("Image", () => {
  it("writes a srcset of distinct service widths up to 2x its slot, the layout's sizes and its size", () => {
    const img = attributesOf(PICTURE);
    const widths = (img.srcset ?? "")
      .split(", ")
      .map((entry) => Number(entry.split(" ")[1]?.slice(0, -1)));
    expect(widths).toEqual([300, 360, 450, 600, 900, 1200]);
    for (const width of widths) expect(IMAGE_WIDTHS).toContain(width);
    expect(img.sizes).toBe(PICTURE.sizes);
    expect(img.width).toBe("1200");
    expect(img.height).toBe("1500");
    expect(img.alt).toBe("Logo tee, front");
    // The middle width, through the storefront's image host.
    expect(img.src).toBe(
      "https://shop.test/images/resize?url=https%3A%2F%2Fcdn.test%2Ftee.png&width=600&format=webp&quality=100",
    );
  });

  it("is lazy unless it is the page's largest picture", () => {
    const img = attributesOf(PICTURE);
    expect(img.loading).toBe("lazy");
    expect(img.fetchpriority).toBeUndefined();
  });

  it("eager (in the first screen, not its largest picture) loads at once at the usual priority", () => {
    const img = attributesOf({ ...PICTURE, eager: true });
    expect(img.loading).toBe("eager");
    expect(img.fetchpriority).toBeUndefined();
  });

  it("with priority, is fetched first and at once", () => {
    const img = attributesOf({ ...PICTURE, priority: true });
    expect(img.fetchpriority).toBe("high");
    expect(img.loading).toBe("eager");
    expect(img.decoding).toBeUndefined();
  });

  it("writes no srcset or sizes for a picture the service does not take", () => {
    const img = attributesOf({
      ...PICTURE,
      data: { ...PICTURE.data, url: "data:image/png;base64,AAAA" },
    });
    expect(img.src).toBe("data:image/png;base64,AAAA");
    expect(img.srcset).toBeUndefined();
    expect(img.sizes).toBeUndefined();
    expect(img.width).toBe("1200");
  });
});
