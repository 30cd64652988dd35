import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TransferLocation } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';

const Wrap = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border-radius: 8px;
    width: 100%;
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    max-height: 260px;
    overflow-y: auto;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    box-shadow: ${({ theme }) => theme.shadow};
  }
  li {
    padding: 8px 12px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 4px 0 0;
    font-size: 0.9em;
  }
`;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Filter the fixed list by what was typed (accent-insensitive), points of interest first as the API lists them. */
export function matchLocations(list: readonly TransferLocation[], text: string, limit = 12): TransferLocation[] {
  const q = fold(text.trim());
  if (!q) return list.slice(0, limit);
  return list.filter((l) => fold(`${l.name} ${l.city} ${l.district}`).includes(q)).slice(0, limit);
}

export interface LocationComboboxProps {
  label: string;
  locations: readonly TransferLocation[];
  /** The chosen location's `value`, or '' when none. */
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** While the list is on its way: the field is drawn but cannot be typed into yet. */
  disabled?: boolean;
}

/**
 * ARIA 1.2 combobox (input + listbox): type to filter, arrows move, Enter/click picks. Only a location from the
 * list can be chosen (spec §5): free text is not a value, and leaving the field with text that matches nothing
 * puts back the chosen location's name.
 */
export function LocationCombobox({
  label,
  locations,
  value,
  onChange,
  error,
  disabled = false,
}: LocationComboboxProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const listId = `${id}-list`;
  const selected = locations.find((l) => l.value === value) ?? null;
  const [text, setText] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(
    () => matchLocations(locations, text === selected?.name ? '' : text),
    [locations, text, selected],
  );
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(selected?.name ?? ''), [selected?.name]);

  const pick = (location: TransferLocation) => {
    onChange(location.value);
    setText(location.name);
    setOpen(false);
    setActive(-1);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        disabled={disabled}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() =>
          window.setTimeout(() => {
            setOpen(false);
            // A typed text that exactly names one location counts as choosing it.
            const exact = locations.find((l) => fold(l.name) === fold(text.trim()));
            if (!value && exact) pick(exact);
          }, 150)
        }
        onKeyDown={onKey}
      />
      <ul id={listId} role="listbox" aria-label={label} hidden={!open || options.length === 0} tabIndex={-1}>
        {options.map((o, n) => (
          <li
            key={o.value}
            id={`${id}-opt-${n}`}
            role="option"
            aria-selected={n === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(o);
            }}
          >
            {o.name}
            {o.type === 'point_of_interest' ? ` — ${t('transfers.pointOfInterest')}` : ` (${o.district})`}
          </li>
        ))}
      </ul>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Wrap>
  );
}
