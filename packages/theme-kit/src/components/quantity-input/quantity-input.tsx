import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The visible label; "Quantity" by default. */
  label?: string;
  /** Hides the label visually, e.g. in a cart line where the column says it. */
  hideLabel?: boolean;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** A number field with − and + buttons, kept within `min`..`max`. */
export function QuantityInput({
  value,
  onChange,
  label,
  hideLabel = false,
  min = 1,
  max = 99,
  disabled = false,
}: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (quantity: number) => Math.min(max, Math.max(min, quantity));
  return (
    <div className="vt-field">
      <label htmlFor={id} className={hideLabel ? "vt-visually-hidden" : undefined}>
        {label ?? t("product.quantity")}
      </label>
      <div className="vt-quantity">
        <button
          type="button"
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= min}
          aria-label={t("product.decrease")}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next) && event.target.value !== "")
              onChange(clamp(Math.round(next)));
          }}
        />
        <button
          type="button"
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          aria-label={t("product.increase")}
        >
          +
        </button>
      </div>
    </div>
  );
}
