import { type APIRequestContext, expect, request } from "@playwright/test";
import { endpoints } from "@vitrine/contract";

/**
 * The shop API as a shop's creator calls it: a request context for that shop (`X-ShopId`) and a
 * session token from its login.
 */
export async function creatorSession(
  shopId: string,
  credentials: { email: string; password: string },
): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
    extraHTTPHeaders: { "X-ShopId": shopId },
  });
  const login = await api.post(endpoints.auth.loginCreator.path, { data: credentials });
  expect(login.ok()).toBe(true);
  return {
    api,
    token: ((await login.json()) as { data: { accessToken: string } }).data.accessToken,
  };
}
