// The two classes the isolate takes from whatwg-url, typed as the web's own (which they implement).
declare module "whatwg-url" {
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}
