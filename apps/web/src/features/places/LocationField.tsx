import { Combobox, Loader, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { NO_PLACES, PLACES_FAILED, textOnBlur, toPlaceValue, type PlaceValue } from './place-value';
import { usePlaceSearch } from './usePlaceSearch';

/**
 * Props (all a form needs):
 * - `label`: the visible label ("Job Location", "Project Location").
 * - `value`: the chosen place, or null; the field shows its `label` (the text address).
 * - `onChange`: called with the place chosen from the list, or null when the field is cleared
 *   (the clear button, or all the text deleted). Typing alone does not change the value.
 * - `error`: the form's message for the field; 'Failed to fetch address!' takes its place while the
 *   place search is failing.
 * - `required`: marks the field required (asterisk, aria-required); the form's rule enforces it.
 * - `onBlur`: optional, for forms that validate on blur.
 */
export interface LocationFieldProps {
  label: string;
  value: PlaceValue | null;
  onChange: (value: PlaceValue | null) => void;
  error?: ReactNode;
  required?: boolean;
  onBlur?: () => void;
}

/**
 * A location chosen from the place search (decision 0023): suggestions as you type, from two
 * characters, 250 ms after typing pauses; arrow keys, Enter and Escape work as in any combobox. When
 * the search fails the field says 'Failed to fetch address!' and keeps the text and the chosen place.
 */
export function LocationField({ label, value, onChange, error, required, onBlur }: LocationFieldProps) {
  const [text, setText] = useState(value?.label ?? '');
  const [focused, setFocused] = useState(false);
  // Escape (or a choice) closes the list until the person types, clicks or presses an arrow again.
  const [dismissed, setDismissed] = useState(false);
  // A value set from outside (an edit page's record, a form reset) shows its label.
  const [shown, setShown] = useState(value);
  if (value?.id !== shown?.id || value?.label !== shown?.label) {
    setShown(value);
    setText(value?.label ?? '');
  }
  const { places, loading, failed, asked } = usePlaceSearch(text, value);
  const listed = failed ? [] : places;
  // Open only with something to show (places, or "No places found"), so aria-controls names a list that is there.
  const hasList = asked && !failed && (listed.length > 0 || !loading);
  const combobox = useCombobox({
    opened: focused && !dismissed && hasList,
    onOpenedChange: (opened) => setDismissed(!opened),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  // The first suggestion is ready for Enter once an answer arrives (on a new answer only).
  useEffect(() => {
    if (places.length > 0) combobox.selectFirstOption();
  }, [places]);

  const choose = (id: string) => {
    const place = listed.find((p) => p.id === id);
    if (place) {
      const chosen = toPlaceValue(place);
      setText(chosen.label);
      onChange(chosen);
    }
    combobox.closeDropdown();
  };
  const clear = () => {
    setText('');
    if (value) onChange(null);
    combobox.closeDropdown();
  };
  // Said to screen readers as it changes; a failure is said by the error itself (role alert).
  const status = loading ? 'Searching places' : failed || !asked ? '' : listed.length ? `${listed.length} places found` : NO_PLACES;

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      {/* A combobox to assistive technology: role, aria-expanded, aria-controls, aria-activedescendant. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          withAsterisk={required}
          aria-required={required || undefined}
          placeholder="Start typing a town, city or region"
          autoComplete="off"
          aria-autocomplete="list"
          value={text}
          error={failed ? PLACES_FAILED : error}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            setDismissed(false);
            if (next.trim() === '' && value) onChange(null);
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => setDismissed(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setText(textOnBlur(text, value));
            onBlur?.();
          }}
          rightSection={
            loading ? (
              <Loader size={16} aria-hidden />
            ) : text ? (
              <Combobox.ClearButton onClear={clear} aria-label={`Clear ${label}`} />
            ) : null
          }
        />
      </Combobox.Target>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>

      <Combobox.Dropdown>
        <Combobox.Options>
          {listed.map((place) => (
            <Combobox.Option value={place.id} key={place.id} active={place.id === value?.id}>
              {place.label}
            </Combobox.Option>
          ))}
          {listed.length === 0 && !loading ? <Combobox.Empty>{NO_PLACES}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
