/** The templates the creator assigned, by product or collection id (absent: `null`). */
const assigned = new Map<string, string | null>();

/** The template the creator assigned to a product or collection, as its answer carries it. */
export function assignedTemplate(id: string): string | null {
  return assigned.get(id) ?? null;
}

/** Remembers a creator's assignment for the next answers. */
export function assignTemplate(id: string, template: string | null) {
  assigned.set(id, template);
}
