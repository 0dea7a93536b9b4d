import { describe, expect, it } from "vitest";
import { tarballsByName, themePackageJson } from "./theme-package-json";

describe("a new theme's package.json", () => {
  it("depends on Vitrine's packages at the CLI's version, and runs the CLI's commands", () => {
    const manifest = themePackageJson({
      handle: "studio",
      shop: "https://demo.example",
      vitrineVersion: "0.1.0",
    });
    expect(manifest.name).toBe("studio-theme");
    expect(manifest.dependencies["@vitrine/sdk"]).toBe("^0.1.0");
    expect(manifest.devDependencies["@vitrine/cli"]).toBe("^0.1.0");
    expect(manifest.scripts).toMatchObject({
      check: "vitrine theme check",
      test: "vitest run",
      login: "vitrine login --shop https://demo.example",
      dev: "vitrine theme dev --shop https://demo.example",
      release: "vitrine theme publish --shop https://demo.example",
      rollback: "vitrine theme rollback --shop https://demo.example",
    });
    expect(manifest).not.toHaveProperty("overrides");
  });

  it("with tarballs, installs them and makes the packages' own dependencies use them too", () => {
    const tarballs = tarballsByName(
      [
        "vitrine-contract-0.1.0.tgz",
        "vitrine-sdk-0.1.0.tgz",
        "vitrine-theme-kit-0.1.0.tgz",
        "x.txt",
      ],
      "/tmp/pk/",
    );
    expect([...tarballs.keys()]).toEqual([
      "@vitrine/contract",
      "@vitrine/sdk",
      "@vitrine/theme-kit",
    ]);
    const manifest = themePackageJson({
      handle: "studio",
      shop: "https://demo.example",
      vitrineVersion: "0.1.0",
      tarballs,
    });
    expect(manifest.dependencies["@vitrine/theme-kit"]).toBe(
      "file:/tmp/pk/vitrine-theme-kit-0.1.0.tgz",
    );
    expect(manifest.devDependencies["@vitrine/cli"]).toBe("^0.1.0");
    expect(manifest.overrides).toEqual({
      "@vitrine/contract": "$@vitrine/contract",
      "@vitrine/sdk": "$@vitrine/sdk",
      "@vitrine/theme-kit": "$@vitrine/theme-kit",
    });
  });
});
