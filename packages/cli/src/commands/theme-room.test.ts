import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ApiErrorBody, THEME_QUOTAS, type ThemeVersion } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../run-cli";
import { messageOf } from "../shop/shop-request";
import { testIo } from "../testing/test-io";

/** What the shop answers, by method: a status, a body, headers. */
type Answer = {
  status: number;
  body: ApiErrorBody | { data: unknown };
  headers?: Record<string, string>;
};

const VERSION_QUOTA: Answer = {
  status: 409,
  body: {
    statusCode: 409,
    statusMessage: "Conflict",
    code: "THEME_VERSION_QUOTA",
    message:
      "This shop keeps at most 50 theme versions and has 50. Delete versions you no longer need (vitrine theme delete <handle>@<version>; any version but the live one), then publish again.",
  },
};
const RATE: Answer = {
  status: 429,
  headers: { "Retry-After": "420" },
  body: {
    statusCode: 429,
    statusMessage: "Too Many Requests",
    code: "RATE_LIMITED",
    message:
      "You have sent 10 theme uploads in 10 minutes, the most a creator may. Try again in 7 minutes.",
  },
};
const LIVE: Answer = {
  status: 409,
  body: {
    statusCode: 409,
    statusMessage: "Conflict",
    code: "THEME_VERSION_LIVE",
    message:
      "quota@2 is the shop's live theme: make another version live (vitrine theme rollback) before deleting it.",
  },
};

/** A version as `GET /api/creators/themes` lists it. */
const listed = (version: number, bytes: number, live: boolean): ThemeVersion => ({
  handle: "quota",
  version,
  hash: "0".repeat(64),
  bytes,
  gzipBytes: 900,
  publishedAt: "2026-11-20T10:00:00.000Z",
  publishedBy: { id: "user_1", email: "creator@demo.test" },
  live,
  scriptUrl: `http://127.0.0.1/themes/shop_demo/quota/${version}/theme.1a2b3c4d.js`,
  health: { state: "healthy" },
});

describe("the shop's room for themes, at the terminal", () => {
  let server: Server;
  let shop: string;
  let project: string;
  const answers: Record<string, Answer> = {};
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      request.resume();
      request.on("end", () => {
        const answer = answers[request.method ?? ""] ?? VERSION_QUOTA;
        response.writeHead(answer.status, {
          "Content-Type": "application/json",
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // A theme that passes `theme check`: no imports, typechecked with the workspace's TypeScript.
    project = await mkdtemp(join(tmpdir(), "vitrine-refused-"));
    await mkdir(join(project, "src"));
    await mkdir(join(project, "node_modules"));
    const typescript = dirname(
      fileURLToPath(import.meta.resolve("typescript/package.json", import.meta.url)),
    );
    await symlink(typescript, join(project, "node_modules/typescript"), "dir");
    await writeFile(join(project, "package.json"), '{ "name": "quota", "type": "module" }\n');
    await writeFile(
      join(project, "tsconfig.json"),
      '{ "compilerOptions": { "strict": true, "noEmit": true, "types": [] }, "include": ["src"] }\n',
    );
    await writeFile(
      join(project, "src/index.ts"),
      'export default { handle: "quota", pages: {} };\n',
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = async (argv: string[]) => {
    const { io, out, err } = testIo({ env: { VITRINE_TOKEN: "token" }, cwd: project });
    return { code: await runCli(argv, io), out, err };
  };

  it.each([
    ["a full shop", VERSION_QUOTA],
    ["the upload rate", RATE],
  ])(
    "%s: theme publish prints the shop's sentence as it is, and exits 1",
    async (_name, answer) => {
      answers.POST = answer;
      const { code, err } = await run(["theme", "publish", "--shop", shop]);
      expect(received.at(-1)).toBe("POST /api/creators/themes");
      expect(code).toBe(1);
      expect(err).toEqual([`✗ ${(answer.body as ApiErrorBody).message}`]);
    },
    60_000,
  );

  it("theme delete sends the version, and prints a refusal as it is", async () => {
    answers.DELETE = LIVE;
    const { code, err } = await run(["theme", "delete", "--shop", shop, "quota@2"]);
    expect(received.at(-1)).toBe("DELETE /api/creators/themes/quota/2");
    expect(code).toBe(1);
    expect(err).toEqual([`✗ ${(LIVE.body as ApiErrorBody).message}`]);
    const usage = await run(["theme", "delete", "--shop", shop, "quota"]);
    expect(usage.code).toBe(2);
    expect(usage.err[0]).toMatch(/Give one as <handle>@<version>/);
  });

  it("theme list ends with the room its versions take", async () => {
    answers.GET = {
      status: 200,
      body: { data: [listed(2, 1_250_000, true), listed(1, 650_000, false)] },
    };
    const { code, out } = await run(["theme", "list", "--shop", shop]);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe(
      `2 of ${THEME_QUOTAS.versionsPerShop} versions, 1.9 MB of 25.0 MB: vitrine theme delete <handle>@<version> makes room.`,
    );
  });

  it("says a field once when the message already says it, and lists the others", () => {
    const sentence =
      "The theme's files are 40.2 KB gzipped, over the budget of 30.0 KB: chunk.1a2b3c4d.js 37.1 KB.";
    expect(
      messageOf({ message: sentence, issues: [{ path: "manifest.gzipBytes", message: sentence }] }),
    ).toBe(sentence);
    expect(
      messageOf({
        message: "manifest.entry must be a .js file",
        issues: [
          { path: "manifest.entry", message: "must be a .js file" },
          { path: "manifest.styles[0]", message: "must be a .css file" },
        ],
      }),
    ).toBe("manifest.entry must be a .js file\n  manifest.styles[0]: must be a .css file");
  });
});
