import type { LoginPayload, PaymentMethod, SignupPayload, User } from "@vitrine/contract";
import { proxy } from "valtio/vanilla";
import type { MembershipApi } from "../api/membership";
import type { OrderApi } from "../api/order";
import { routePath } from "../routing/route-paths";
import type { SessionAccess } from "../session/session-access";

/** Time between storing a new token and loading the profile with it (spec §9). */
export const PROFILE_LOAD_DELAY_MS = 10;

export interface AuthState {
  user: User | null;
  /** The member's saved card; `null` for creators, visitors and members without one. */
  paymentMethod: PaymentMethod | null;
  status: "idle" | "loading" | "ready";
}

export type LoginRole = "member" | "creator";

export interface AuthStore {
  state: AuthState;
  /**
   * Logs in as the role given; without one, `creator/check` on the email decides (spec §7), so a
   * login form needs no role picker.
   */
  login(payload: LoginPayload, role?: LoginRole): Promise<User | null>;
  /** Signs a member up and logs them in (`withLogin=true`). */
  signup(payload: SignupPayload): Promise<User | null>;
  /** Loads the user of the stored token; a failure removes the session and goes to login. */
  loadProfile(): Promise<User | null>;
  /** Ends the session on the server (failures ignored) and here; goes to login unless told not to. */
  logout(options?: { redirect?: boolean }): Promise<void>;
  /** Replaces the user after a change made elsewhere (profile update, subscription action). */
  setUser(user: User | null): void;
  /** Replaces the saved card after the member changed it on billing (`null`: removed). */
  setPaymentMethod(paymentMethod: PaymentMethod | null): void;
}

export interface AuthStoreDeps {
  api: {
    membership: Pick<
      MembershipApi,
      | "checkCreator"
      | "loginMember"
      | "loginCreator"
      | "signupMember"
      | "logout"
      | "profile"
      | "creatorProfile"
    >;
    order: Pick<OrderApi, "getPaymentMethod">;
  };
  session: SessionAccess;
  navigate: (path: string) => void;
}

/**
 * Login, profile and logout (spec §4). After a login the token is stored, then, 10 ms later, the
 * profile loads: a creator's creator profile, or a member's profile and then their payment method.
 *
 * @example
 * const auth = createAuthStore({ api: storefront.api, session: storefront.session, navigate });
 * await auth.login({ email: "member@demo.test", password: "member-pass-1" });
 * auth.state.user?.type // "MEMBER" (creator/check said no, so the member login)
 * await auth.login({ email: "creator@demo.test", password: "creator-pass-1" });
 * auth.state.user?.type // "CREATOR"
 * await auth.logout(); // navigates to /membership/auth/login
 */
export function createAuthStore({ api, session, navigate }: AuthStoreDeps): AuthStore {
  const state = proxy<AuthState>({ user: null, paymentMethod: null, status: "idle" });

  function clearUser() {
    state.user = null;
    state.paymentMethod = null;
  }

  async function loadProfile(): Promise<User | null> {
    const current = session.current();
    if (!current.loggedIn) {
      clearUser();
      state.status = "ready";
      return null;
    }
    state.status = "loading";
    try {
      if (current.userType === "CREATOR") {
        const { creator } = await api.membership.creatorProfile();
        state.user = creator;
        state.paymentMethod = null;
      } else {
        const { member } = await api.membership.profile();
        state.user = member;
        state.paymentMethod = await loadPaymentMethod(member.subscription?.membershipId);
      }
      return state.user;
    } catch (error) {
      // No answer (offline, or the page is being left, which cancels its requests) says nothing
      // about the session: it is kept for the next load instead of logging the visitor out.
      if (!answeredByServer(error)) return state.user;
      session.clear();
      clearUser();
      navigate(routePath("auth-login"));
      return null;
    } finally {
      state.status = "ready";
    }
  }

  // A card that cannot be read is not a broken session: billing shows "no card" instead.
  async function loadPaymentMethod(membershipId: string | undefined) {
    if (membershipId === undefined) return null;
    try {
      return await api.order.getPaymentMethod(membershipId);
    } catch {
      return null;
    }
  }

  // Which login an email uses. The check answers only "is this the shop's creator", which the
  // platform already tells anyone; the password is judged by the login that follows.
  async function roleOf(email: string): Promise<LoginRole> {
    const { isCreator } = await api.membership.checkCreator(email);
    return isCreator ? "creator" : "member";
  }

  async function startSession(accessToken: string) {
    session.setToken(accessToken);
    await new Promise((resolve) => setTimeout(resolve, PROFILE_LOAD_DELAY_MS));
    return loadProfile();
  }

  return {
    state,
    async login(payload, role) {
      const as = role ?? (await roleOf(payload.email));
      const { accessToken } =
        as === "creator"
          ? await api.membership.loginCreator(payload)
          : await api.membership.loginMember(payload);
      return startSession(accessToken);
    },
    async signup(payload) {
      const { accessToken } = await api.membership.signupMember(payload);
      return startSession(accessToken);
    },
    loadProfile,
    async logout({ redirect = true } = {}) {
      try {
        await api.membership.logout();
      } catch {
        // Logout failures are ignored by rule: the token goes either way.
      }
      session.clear();
      clearUser();
      if (redirect) navigate(routePath("auth-login"));
    },
    setUser(user) {
      state.user = user;
    },
    setPaymentMethod(paymentMethod) {
      state.paymentMethod = paymentMethod;
    },
  };
}

/**
 * Whether a failed call got an answer from the server (an HTTP status), as opposed to none at all.
 * The HTTP client throws a call with no answer as an ApiError too, of status 0 (`networkError`):
 * the status tells them apart, not the class.
 *
 * @example
 * answeredByServer(new ApiError("Unauthorized", { statusCode: 401, statusMessage: "Unauthorized" })) // true
 * answeredByServer(networkError(new TypeError("Failed to fetch"))) // false: status 0
 * answeredByServer(new TypeError("Failed to fetch")) // false
 */
function answeredByServer(error: unknown): boolean {
  const { statusCode } = (error ?? {}) as { statusCode?: unknown };
  return typeof statusCode === "number" && statusCode > 0;
}
