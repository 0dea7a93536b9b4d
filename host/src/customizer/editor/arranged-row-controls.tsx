import { useTranslation } from "react-i18next";
import type { Control } from "./use-focus-after-change";

/**
 * An arranged item's buttons, each named with the item's name: its name (a disclosure of its
 * settings), Move up, Move down and Remove.
 */
export function ArrangedRowControls({
  name,
  open,
  detailsId,
  first,
  last,
  onToggle,
  onMove,
  onRemove,
}: {
  name: string;
  open: boolean;
  detailsId: string;
  first: boolean;
  last: boolean;
  onToggle(): void;
  /** Moves the item one place; `controls` say where the focus stays, in order of preference. */
  onMove(by: -1 | 1, controls: Control[]): void;
  /** Absent for an item that stays (a template's main section): no Remove then. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="vc-item__grip" aria-hidden="true">
        ⠿
      </span>
      <button
        type="button"
        className="vc-item__name"
        data-control="open"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={onToggle}
      >
        {name}
      </button>
      <button
        type="button"
        className="vc-item__icon"
        data-control="up"
        aria-label={t("customizer.arranged.moveUp", { name })}
        disabled={first}
        onClick={() => onMove(-1, ["up", "down", "open"])}
      >
        ↑
      </button>
      <button
        type="button"
        className="vc-item__icon"
        data-control="down"
        aria-label={t("customizer.arranged.moveDown", { name })}
        disabled={last}
        onClick={() => onMove(1, ["down", "up", "open"])}
      >
        ↓
      </button>
      {onRemove === undefined ? null : (
        <button type="button" onClick={onRemove}>
          {t("customizer.arranged.remove")}
          <span className="vc-visually-hidden"> {name}</span>
        </button>
      )}
    </>
  );
}
