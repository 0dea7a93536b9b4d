export type BodyKind = "json" | "multipart";

/**
 * What a request's `Content-Type` says its body is; `null` for anything the API does not read.
 * @example bodyKindOf("application/json; charset=utf-8") // "json"
 * @example bodyKindOf("text/plain") // null
 */
export function bodyKindOf(contentType: string | undefined): BodyKind | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "multipart/form-data") return "multipart";
  return null;
}
