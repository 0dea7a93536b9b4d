import type { ProductImage } from "@vitrine/contract";
import { Image } from "../image/image";
import { IMAGE_SLOTS } from "../image/image-slots";

/**
 * A cart line's picture in its `.vt-cart-line__media` box (an empty box without one): the mini
 * cart's and the cart page's lines show it alike. Decorative: the line's name says what it is.
 *
 * @example
 * <li className="vt-cart-line"><CartLineMedia image={item.image} /><div>…</div></li>
 */
export function CartLineMedia({ image }: { image: ProductImage | null }) {
  return (
    <div className="vt-cart-line__media">
      {image === null ? null : <Image data={image} alt="" {...IMAGE_SLOTS.cartLine} />}
    </div>
  );
}
