import type { Ref } from "react";
import type { ItemType } from "./home-sections";

/** The add control of an arranged list: the type to add and the button, disabled at the limit. */
export function AddItemControl({
  id,
  types,
  value,
  full,
  limitSentence,
  labels,
  selectRef,
  onChoose,
  onAdd,
}: {
  id: string;
  types: readonly ItemType[];
  value: string;
  full: boolean;
  /** Shown, and describing the disabled button, once the list is full. */
  limitSentence: string;
  labels: { type: string; add: string };
  selectRef: Ref<HTMLSelectElement>;
  onChoose(type: string): void;
  onAdd(): void;
}) {
  return (
    <div className="vc-arranged__add">
      <label htmlFor={`${id}-type`}>{labels.type}</label>
      <select
        id={`${id}-type`}
        ref={selectRef}
        value={value}
        disabled={full}
        onChange={(event) => onChoose(event.target.value)}
      >
        {types.map((type) => (
          <option key={type.type} value={type.type}>
            {type.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={full}
        aria-describedby={full ? `${id}-limit` : undefined}
        onClick={onAdd}
      >
        {labels.add}
      </button>
      {full ? (
        <p id={`${id}-limit`} className="vc-field__info">
          {limitSentence}
        </p>
      ) : null}
    </div>
  );
}
