/**
 * Tries the attacks of the security model against a running demo (`pnpm start`) and prints what
 * each one answered: `pnpm --filter @vitrine/shop-api exec tsx scripts/security-probe.ts [port]`.
 * It changes demo data (asks for password resets, logs in and out, adds to carts), so run it on
 * a throwaway data folder. Not a test: a report for a person to read.
 */
import { endpointPath, endpoints, IMAGE_FITS, IMAGE_WIDTHS } from "@vitrine/contract";
import { Pool } from "undici";

const port = Number(process.argv[2] ?? 3000);
/**
 * As many connections as calls in flight, so that a burst arrives at once; paths go as written
 * (a URL would resolve `%2e%2e` and the like before they left).
 */
const demo = new Pool(`http://127.0.0.1:${port}`);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to the demo on 127.0.0.1 with the `Host` of a shop (Node's fetch would replace it). */
async function call(
  method: string,
  path: string,
  options: { host?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const answer = await demo
    .request({
      method,
      path,
      headers: { Host: `${options.host ?? "demo.localhost"}:${port}`, ...options.headers },
      body: options.body,
    })
    .catch((error: NodeJS.ErrnoException) => {
      // A server that refuses a large body may close the connection before its answer is read.
      if (!["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"].includes(error.code ?? "")) throw error;
      return undefined;
    });
  if (answer === undefined) {
    return { status: 0, headers: {}, body: '{"code":"CLOSED_WHILE_SENDING"}' };
  }
  return { status: answer.statusCode, headers: answer.headers, body: await answer.body.text() };
}

const json = (body: unknown) => ({
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
const code = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code ?? "";
  } catch {
    return "";
  }
};
const report = (attack: string, answer: Answer, extra = "") =>
  console.log(`${attack.padEnd(78)} → ${answer.status} ${code(answer)} ${extra}`.trimEnd());

async function login(email: string, password: string): Promise<string> {
  const answer = await call("POST", endpoints.auth.loginMember.path, json({ email, password }));
  return (JSON.parse(answer.body) as { data: { accessToken: string } }).data.accessToken;
}

console.log("§1 mail");
await call("POST", endpoints.auth.forgotPassword.path, json({ email: "creator@demo.test" }));
for (const host of ["demo.localhost", "minimal.localhost", "soon.localhost", "localhost"]) {
  const outbox = await call("GET", "/api/dev/outbox", { host });
  report(
    `GET /api/dev/outbox on ${host} after a reset for the creator`,
    outbox,
    outbox.body.includes("reset-password") ? "LEAKS A LINK" : "no link",
  );
}

console.log("§2 paid media");
const member = await login("member@demo.test", "member-pass-1");
const video = JSON.parse(
  (
    await call("GET", endpointPath(endpoints.videos.getVideo, { handle: "sketchbook-3-colour" }), {
      headers: { Authorization: `Bearer ${member}` },
    })
  ).body,
) as { data: { source: { url: string } | null } };
const signed = video.data.source?.url ?? "";
const bare = signed.split("?")[0] ?? "";
report("a member's own signed source URL", await call("GET", signed));
report("the same file without the signature", await call("GET", bare));
report(
  "the signed URL on another shop's host",
  await call("GET", signed, { host: "plain.localhost" }),
);
report(
  "the signed URL with v= changed to another member",
  await call("GET", signed.replace(/v=[^&]+/, "v=usr_other")),
);
report(
  "the signed URL with exp= pushed a day later",
  await call(
    "GET",
    signed.replace(/exp=(\d+)/, (_, e) => `exp=${Number(e) + 86400}`),
  ),
);
const superfan = JSON.parse(
  (
    await call("GET", endpointPath(endpoints.videos.getVideo, { handle: "riso-3-finishing" }), {
      headers: { Authorization: `Bearer ${member}` },
    })
  ).body,
) as { data: { source: unknown } };
console.log(
  `${"a Supporter asking for a Superfan video".padEnd(78)} → source ${JSON.stringify(superfan.data.source)}`,
);
const ranged = await call("GET", signed, { headers: { Range: "bytes=0-15" } });
report("Range: bytes=0-15 on the signed URL", ranged, String(ranged.headers["content-range"]));

console.log("§3 image resizing");
const products = JSON.parse((await call("GET", "/pod/products?pageSize=1")).body) as {
  data: Array<{ images: Array<{ url: string }> }>;
};
const image = encodeURIComponent(products.data[0]?.images[0]?.url ?? "");
for (const query of [
  "width=4096&height=4096",
  "width=601",
  "width=600&quality=1",
  "width=600&fit=fill",
]) {
  report(`/images/resize?${query}`, await call("GET", `/images/resize?url=${image}&${query}`));
}
// Every width × height × fit the service makes is a new image: 40 of them at once.
const sizes = IMAGE_WIDTHS;
const burst = await Promise.all(
  sizes.flatMap((width, index) =>
    [sizes[(index + 3) % sizes.length], sizes[(index + 7) % sizes.length]].flatMap((height) =>
      IMAGE_FITS.map((fit) =>
        call("GET", `/images/resize?url=${image}&width=${width}&height=${height}&fit=${fit}`),
      ),
    ),
  ),
);
const tally = (status: number) => burst.filter((answer) => answer.status === status).length;
console.log(
  `${`${burst.length} different sizes at once`.padEnd(78)} → ${tally(200)} × 200, ${tally(503)} × 503 (Retry-After ${burst.find((answer) => answer.status === 503)?.headers["retry-after"] ?? "-"})`,
);
const avatarBomb = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000075300000753008020000000000000000",
  "hex",
);
const boundary = "----probe";
const form = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  avatarBomb,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
report(
  "an avatar claiming 30000 × 30000 pixels",
  await call("POST", endpoints.members.updateProfile.path, {
    headers: {
      Authorization: `Bearer ${member}`,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
    },
    body: form,
  }),
);

console.log("§4 sessions");
const token = await login("free@demo.test", "free-pass-1");
await call("POST", endpoints.auth.logout.path, { headers: { Authorization: `Bearer ${token}` } });
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const lowBits = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token.at(-1) ?? "A") ^ 1]}`;
for (const [name, spelling] of [
  ["the logged-out token", token],
  ["…with = appended", `${token}=`],
  ["…with its last character's low bit flipped", lowBits],
] as const) {
  report(
    name,
    await call("GET", endpoints.members.profile.path, {
      headers: { Authorization: `Bearer ${spelling}` },
    }),
  );
}

console.log("§5 bad input");
report("a NUL in a product slug", await call("GET", "/pod/products/a%00b"));
report(
  "a NUL in a JSON field",
  await call(
    "POST",
    "/order/v3/cart/add",
    json({ productId: "a\u0000", variantId: "v", quantity: 1 }),
  ),
);
report(
  "a 10 MB JSON body",
  await call(
    "POST",
    "/order/v3/cart/add",
    json({ productId: "x".repeat(10_000_000), variantId: "v", quantity: 1 }),
  ),
);
report(
  "JSON sent as text/plain (a cross-site simple POST)",
  await call("POST", endpoints.auth.forgotPassword.path, {
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify({ email: "member@demo.test" }),
  }),
);

console.log("§6 coming soon");
report(
  "catalogue of soon.localhost, no cookie",
  await call("GET", "/pod/products", { host: "soon.localhost" }),
);
report(
  "catalogue of soon.localhost, forged 'protected enter=true'",
  await call("GET", "/pod/products", {
    host: "soon.localhost",
    headers: { Cookie: "protected enter=true" },
  }),
);
const page = await call("GET", "/products", {
  host: "soon.localhost",
  headers: { Cookie: "protected enter=true" },
});
report("the /products page with the forged cookie", page, String(page.headers.location ?? ""));

console.log("§7 headers");
const home = await call("GET", "/");
console.log(`CSP: ${home.headers["content-security-policy"]}`);
console.log(
  `nosniff: ${home.headers["x-content-type-options"]}, referrer: ${home.headers["referrer-policy"]}`,
);
const evil = await call("GET", "//evil.example/");
console.log(`//evil.example/ canonical: ${/rel="canonical" href="([^"]*)"/.exec(evil.body)?.[1]}`);
await demo.close();
