import { describe, expect, it } from "vitest";
import { midSentence } from "./issue-text";

describe("a field's label inside a sentence", () => {
  it("loses the capital it has as a label", () => {
    expect(midSentence("Display name")).toBe("display name");
    expect(midSentence("Ville")).toBe("ville");
  });

  it("keeps an acronym's capitals and a label already in lower case", () => {
    expect(midSentence("CVC")).toBe("CVC");
    expect(midSentence("email")).toBe("email");
  });
});
