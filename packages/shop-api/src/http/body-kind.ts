export type BodyKind = "json" | "multipart" | "text";

/**
 * What a request's `Content-Type` says its body is; `null` for anything the API does not read.
 * @example bodyKindOf("application/json; charset=utf-8") // "json"
 * @example bodyKindOf("text/plain;charset=UTF-8") // "text"
 * @example bodyKindOf("application/x-www-form-urlencoded") // null
 */
export function bodyKindOf(contentType: string | undefined): BodyKind | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "multipart/form-data") return "multipart";
  if (type === "text/plain") return "text";
  return null;
}
