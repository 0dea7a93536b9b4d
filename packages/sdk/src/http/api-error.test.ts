import { describe, expect, it } from "vitest";
import { ApiError, isApiError, toApiError } from "./api-error";

/** A failed request as ofetch reports it: status on the error, parsed body under `data`. */
function fetchError(status: number, data: unknown, statusText = "Status Text") {
  return Object.assign(new Error(`[GET] "/x": ${status} ${statusText}`), {
    name: "FetchError",
    statusCode: status,
    statusMessage: statusText,
    data,
  });
}

describe("the error rule (spec §8)", () => {
  it.each([
    ["statusMessage", { statusMessage: "Forbidden" }, "Forbidden"],
    ["message", { message: "Out of stock" }, "Out of stock"],
    ["data.message", { data: { message: "Nested reason" } }, "Nested reason"],
    [
      "message over status text",
      { statusMessage: "Not Found", message: "No such product" },
      "No such product",
    ],
    [
      "data.message over status text",
      { statusMessage: "Gone", data: { message: "Moved" } },
      "Moved",
    ],
  ])("a body holding %s becomes an ApiError carrying that message", (_case, body, message) => {
    const raw = fetchError(403, body);
    const error = toApiError(raw, {});
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, statusCode: 403, data: body });
    expect((error as ApiError).cause).toBe(raw);
  });

  it("the status message is the HTTP status text, not the body's text", () => {
    expect(
      toApiError(
        fetchError(404, { statusMessage: "No such product", message: "m" }, "Not Found"),
        {},
      ),
    ).toMatchObject({ statusMessage: "Not Found" });
    expect(toApiError(fetchError(409, { message: "m" }, "Conflict"), {})).toMatchObject({
      statusMessage: "Conflict",
    });
  });

  it("without a status text (HTTP/2 sends none), the status message is the body's, else empty", () => {
    expect(
      toApiError(fetchError(404, { statusMessage: "Not Found", message: "m" }, ""), {}),
    ).toMatchObject({ statusMessage: "Not Found" });
    expect(toApiError(fetchError(409, { message: "m" }, ""), {})).toMatchObject({
      statusMessage: "",
    });
  });

  it("the code is the body's code, for programs to branch on", () => {
    const error = toApiError(fetchError(301, { message: "Moved", code: "SSHOP-301" }), {});
    expect(error).toMatchObject({ code: "SSHOP-301" });
  });

  it.each([
    ["no body", undefined],
    ["a text body", "<h1>Bad gateway</h1>"],
    ["a body without any message", { statusCode: 500, code: "X" }],
    ["empty messages", { message: "", statusMessage: "" }],
    ["an array body", ["message"]],
  ])("a failure with %s passes through raw", (_case, body) => {
    const raw = fetchError(500, body);
    expect(toApiError(raw, {})).toBe(raw);
  });

  it("a silent request's failure passes through raw", () => {
    const raw = fetchError(400, { message: "Bad" });
    expect(toApiError(raw, { silent: true })).toBe(raw);
  });

  it("a cancelled request passes through raw, whatever its body", () => {
    const controller = new AbortController();
    controller.abort();
    const raw = fetchError(400, { message: "Bad" });
    expect(toApiError(raw, { signal: controller.signal })).toBe(raw);
  });

  it("an abort error passes through raw", () => {
    const abort = new DOMException("aborted", "AbortError");
    const wrapped = Object.assign(new Error("[GET] /x: <no response> aborted"), { cause: abort });
    expect(toApiError(abort, {})).toBe(abort);
    expect(toApiError(wrapped, {})).toBe(wrapped);
  });

  it("something thrown that is not an error passes through", () => {
    expect(toApiError("boom", {})).toBe("boom");
    expect(toApiError(null, {})).toBeNull();
  });
});

describe("isApiError", () => {
  it("is true only for ApiError", () => {
    const apiError = new ApiError("m", { statusCode: 400, statusMessage: "Bad Request", data: {} });
    expect(isApiError(apiError)).toBe(true);
    expect(isApiError(new Error("m"))).toBe(false);
    expect(isApiError({ message: "m", statusCode: 400 })).toBe(false);
  });
});
