import type { ContentBlock } from "@vitrine/contract";

/**
 * A post's rich text, rendered from data with the theme's own elements (never as HTML, so nothing
 * a creator types can run in the page).
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="vt-prose">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return <h2 key={key}>{block.text}</h2>;
          case "quote":
            return <blockquote key={key}>{block.text}</blockquote>;
          case "list":
            return (
              <ul key={key}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items are static text
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </div>
  );
}
