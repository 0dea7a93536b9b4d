import { createLargeVariantProduct } from "@vitrine/contract/testing";
import { bench, describe } from "vitest";
import { getOptionAvailability } from "./option-availability";
import { createVariantIndex } from "./variant-index";
import { getVariantSelection } from "./variant-selection";

// Budgets on the 2,048-variant product: index build ≤ 5 ms, one selection's availability of
// every option value ≤ 0.1 ms. Compare the reported mean against them; benches never fail a build.
const product = createLargeVariantProduct();
const index = createVariantIndex(product);
const selections = product.variants
  .filter((_, position) => position % 97 === 0)
  .map((variant) => getVariantSelection(product, variant));
const [sizeOption, , materialOption] = product.options;
const partialSelections = selections.map((selection) => {
  const partial = { ...selection };
  if (sizeOption) delete partial[sizeOption.optionId];
  if (materialOption) delete partial[materialOption.optionId];
  return partial;
});

let next = 0;

describe("variant index, 2,048 variants (16 × 18 × 8, 256 combinations not made)", () => {
  bench("createVariantIndex (budget 5 ms)", () => {
    createVariantIndex(product);
  });

  bench("getOptionAvailability, complete selection (budget 0.1 ms)", () => {
    next = (next + 1) % selections.length;
    getOptionAvailability(index, selections[next] ?? {});
  });

  bench("getOptionAvailability, one option selected of three", () => {
    next = (next + 1) % partialSelections.length;
    getOptionAvailability(index, partialSelections[next] ?? {});
  });
});
