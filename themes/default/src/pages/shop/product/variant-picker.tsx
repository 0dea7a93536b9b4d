import type { ProductOption } from "@vitrine/contract";
import type { VariantSelectionView } from "@vitrine/sdk/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * One group of choices per option. A sold-out value is crossed out but can be chosen (the shopper
 * may want to see it); a value that makes a combination the shop does not make is disabled, and
 * both say so to screen readers in the value's name and in a visible hint.
 */
export function VariantPicker({
  options,
  selection,
}: {
  options: readonly ProductOption[];
  selection: Pick<VariantSelectionView, "options" | "select">;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const states = selection.options;
  const hasUnavailable = states.some((option) =>
    option.values.some((value) => value.status !== "available"),
  );
  return (
    <div className="vt-picker">
      {options.map((option) => {
        const state = states.find((candidate) => candidate.optionId === option.optionId);
        const selectedName = option.optionValues.find(
          (value) => value.valueId === state?.selectedValueId,
        )?.name;
        return (
          <fieldset
            key={option.optionId}
            className="vt-option"
            aria-describedby={hasUnavailable ? hintId : undefined}
          >
            <legend>
              {option.name}
              {selectedName === undefined ? null : (
                <span className="vt-muted">: {selectedName}</span>
              )}
            </legend>
            <div className="vt-option__values">
              {option.optionValues.map((value) => {
                const availability = state?.values.find(
                  (candidate) => candidate.valueId === value.valueId,
                );
                const status = availability?.status ?? "nonexistent";
                return (
                  <label
                    key={value.valueId}
                    className={`vt-option-value vt-option-value--${status}`}
                  >
                    <input
                      type="radio"
                      name={option.optionId}
                      value={value.valueId}
                      checked={availability?.selected === true}
                      disabled={status === "nonexistent"}
                      onChange={() => selection.select(option.optionId, value.valueId)}
                    />
                    {value.swatch ? (
                      <span
                        className="vt-swatch"
                        style={{ backgroundColor: value.swatch }}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span className="vt-option-value__name" aria-hidden="true">
                      {value.name}
                    </span>
                    <span className="vt-visually-hidden">
                      {status === "sold-out"
                        ? t("product.valueSoldOut", { value: value.name })
                        : status === "nonexistent"
                          ? t("product.valueNonexistent", { value: value.name })
                          : value.name}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {hasUnavailable ? (
        <p id={hintId} className="vt-picker__hint vt-muted">
          {t("product.nonexistentHint")}
        </p>
      ) : null}
    </div>
  );
}
