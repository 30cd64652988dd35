import { useEffect, useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mp/shared/ui';

export interface CountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'min'> {
  value: number;
  min: number;
  /** Called with each whole number ≥ min the visitor types. */
  onValue(value: number): void;
}

/**
 * A whole-number field (passengers, seats, luggage) that can be emptied and retyped: the text is the visitor's while
 * they edit (Backspace then "4" gives 4, not 14), the form gets each valid number at once, and leaving the field
 * shows the last valid one again.
 */
export function CountField({ value, min, onValue, ...field }: CountFieldProps): ReactNode {
  const [text, setText] = useState(String(value));
  // A new value from outside (a reset, a link) shows unless the text already says it.
  useEffect(
    () => setText((current) => (current !== '' && Number(current) === value ? current : String(value))),
    [value],
  );
  return (
    <TextField
      {...field}
      type="number"
      inputMode="numeric"
      min={min}
      value={text}
      onChange={(e) => {
        const raw = e.target.value;
        setText(raw);
        const n = Number(raw);
        if (raw.trim() !== '' && Number.isInteger(n) && n >= min) onValue(n);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}
