import { type NotFoundDecision, notFound } from "./guard-decision";
import { type PathRoute, ROUTES } from "./route-record";

/** A route the path belongs to, with its parameters decoded. */
export interface RouteMatch {
  route: PathRoute;
  params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  route: PathRoute;
  /** A parameter's name after `$`, else the literal segment. */
  segments: readonly { param: boolean; text: string }[];
}

const compiled: readonly CompiledRoute[] = ROUTES.map((route) => ({
  route,
  segments: pathSegments(route.path).map((segment) =>
    segment.startsWith("$")
      ? { param: true, text: segment.slice(1) }
      : { param: false, text: segment },
  ),
}));

/**
 * The route whose pattern a path fits, as the router reads it: a `$param` matches one non-empty
 * segment, literal segments match exactly, and a trailing slash is not the same path (the
 * server redirects it first). `null` is the catch-all: "Page Not Found" (spec §2). A segment that
 * does not decode (a stray `%`) matches no parameter.
 *
 * @example
 * matchRoute("/products/logo-tee") // { route: { name: "product", … }, params: { slug: "logo-tee" } }
 * matchRoute("/products/a%20b")?.params // { slug: "a b" }
 * matchRoute("/products/logo-tee/extra") // null
 * matchRoute("/cart/") // null
 * matchRoute("/products//logo-tee") // null
 */
export function matchRoute(path: string): RouteMatch | null {
  if (!path.startsWith("/") || (path !== "/" && path.endsWith("/"))) return null;
  const segments = pathSegments(path);
  for (const candidate of compiled) {
    const params = matchSegments(candidate.segments, segments);
    if (params !== null) return { route: candidate.route, params };
  }
  return null;
}

function matchSegments(
  pattern: CompiledRoute["segments"],
  segments: readonly string[],
): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string;
    if (!part.param) {
      if (segment !== part.text) return null;
      continue;
    }
    const value = decodeSegment(segment);
    if (value === null) return null;
    params[part.text] = value;
  }
  return params;
}

/**
 * What the catch-all answers for a path no route has: the validity check's 404 (spec §2).
 *
 * @example
 * pageNotFound("/pages/gone/extra") // notFound("Page Not Found: /pages/gone/extra")
 */
export function pageNotFound(path: string): NotFoundDecision {
  return notFound(`Page Not Found: ${path}`);
}

// An empty segment (`/products//tee`) stays one, so that it matches no route.
function pathSegments(path: string): string[] {
  return path === "/" ? [] : path.split("/").slice(1);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
