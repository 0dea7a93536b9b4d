import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_HOSTS } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { mailConfig } from "./mail-config";
import { createOutboxTransport, readOutbox } from "./outbox-transport";
import { createSmtpTransport } from "./smtp-transport";

const MAIL = { shopId: "shop_demo", to: "free@demo.test", subject: "Reset", text: "link" };

describe("which transport the environment gets", () => {
  it("uses SMTP when it is configured, in any mode", () => {
    const env = { VITRINE_SMTP_URL: "smtps://u:p@smtp.example:465", VITRINE_MAIL_FROM: "a@b.test" };
    for (const mode of [{}, { NODE_ENV: "production" }, { DATABASE_URL: "postgres://x/y" }]) {
      expect(mailConfig({ ...env, ...mode }, ".data")).toEqual({
        kind: "smtp",
        url: env.VITRINE_SMTP_URL,
        from: "a@b.test",
      });
    }
  });

  it("writes to the outbox folder in development", () => {
    expect(mailConfig({}, "/srv/demo")).toEqual({ kind: "outbox", dir: "/srv/demo/outbox" });
    expect(mailConfig({ DATABASE_URL: "postgres://x/y", VITRINE_DEV: "1" }, "/d")).toEqual({
      kind: "outbox",
      dir: "/d/outbox",
    });
  });

  it("refuses to start production without SMTP rather than keep reset links in a folder", () => {
    expect(() => mailConfig({ NODE_ENV: "production" }, ".data")).toThrow(/VITRINE_SMTP_URL/);
    expect(() => mailConfig({ DATABASE_URL: "postgres://x/y" }, ".data")).toThrow(
      /VITRINE_SMTP_URL/,
    );
  });

  it("refuses an SMTP setting it cannot use, with what to write instead", () => {
    expect(() =>
      mailConfig({ VITRINE_SMTP_URL: "http://x", VITRINE_MAIL_FROM: "a@b.c" }, ""),
    ).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => mailConfig({ VITRINE_SMTP_URL: "smtp://x" }, "")).toThrow(/VITRINE_MAIL_FROM/);
    expect(() => mailConfig({ VITRINE_SMTP_URL: "::", VITRINE_MAIL_FROM: "a@b.c" }, "")).toThrow(
      /must be a URL/,
    );
  });
});

describe("the development outbox", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "vitrine-outbox-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps each email as a file only its owner can read, newest first per shop", async () => {
    const start = Date.parse("2026-11-24T10:00:00Z");
    let sent = 0;
    const outbox = createOutboxTransport(dir, () => {
      sent += 1;
      return new Date(start + sent * 1000);
    });
    await outbox.send(MAIL);
    await outbox.send({ ...MAIL, subject: "Second" });
    await outbox.send({ ...MAIL, shopId: "shop_plain", subject: "Other shop" });
    const mails = await readOutbox(dir, "shop_demo");
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "Reset"]);
    expect(await readOutbox(dir, "shop_none")).toEqual([]);
    expect(await readOutbox(dir, "../etc")).toEqual([]);
    const folder = await stat(join(dir, "shop_demo"));
    expect(folder.mode & 0o077).toBe(0);
  });

  it("a reader polling the folder never meets a file half written: a mail lands whole or not at all", async () => {
    const outbox = createOutboxTransport(dir);
    const reads: Promise<unknown>[] = [];
    const sending = outbox.send({ ...MAIL, shopId: "shop_busy", text: "x".repeat(1 << 20) });
    for (let poll = 0; poll < 20; poll += 1) reads.push(readOutbox(dir, "shop_busy"));
    await sending;
    await expect(Promise.all(reads)).resolves.toBeDefined();
    expect((await readdir(join(dir, "shop_busy"))).every((name) => name.endsWith(".json"))).toBe(
      true,
    );
  });
});

/** Just enough of an SMTP server to take one message, on 127.0.0.1. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write("250 ok\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
      }
    });
  });
}

describe("SMTP", () => {
  it("sends through the configured server, and names it without its password", async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as { port: number };
    try {
      const smtp = createSmtpTransport({
        url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: "Vitrine <no-reply@shops.test>",
      });
      expect(smtp.description).toBe(`SMTP 127.0.0.1:${port}`);
      await smtp.send(MAIL);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: free@demo.test$/m);
      expect(received[0]).toMatch(/^Subject: Reset$/m);
      const named = createSmtpTransport({
        url: "smtps://user:s3cret@smtp.example:465",
        from: "a@b.c",
      });
      expect(named.description).not.toContain("s3cret");
    } finally {
      server.close();
    }
  });
});

describe.each(testBackends())("mail is never served over HTTP on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  it("answers 404 for the old outbox address on every shop host, after a reset was asked", async () => {
    await shop.request("/api/auth/forgot-password", {
      method: "POST",
      body: JSON.stringify({ email: "creator@demo.test" }),
    });
    expect(shop.sentMail.some((mail) => mail.to === "creator@demo.test")).toBe(true);
    for (const host of SHOP_HOSTS) {
      for (const path of ["/api/dev/outbox", "/api/dev/outbox/", "/pod/dev/outbox", "/outbox"]) {
        const response = await shop.request(path, { headers: { Host: host } });
        expect([404, 403], `${host}${path}`).toContain(response.status);
        expect(await response.text()).not.toContain("reset-password?token=");
      }
    }
  });
});
