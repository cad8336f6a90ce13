import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import type { KeyboardEvent } from "react";

const { InputBlur, InputClick, InputKeyDownEnter, InputKeyDownEscape, ItemClick } =
  useCombobox.stateChangeTypes;

/**
 * Downshift's `stateReducer` for Qaren's search comboboxes, where picking an option goes somewhere
 * rather than fills the box: the typed text stays as it is when an option is picked, when focus
 * leaves (which picks nothing) and on Escape (which only closes the list); a press on the box does
 * not toggle the list (typing or focus opens it).
 */
export function keepTypedText<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  switch (type) {
    case InputClick:
      return {};
    case InputBlur:
    case InputKeyDownEscape:
      return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
    case InputKeyDownEnter:
    case ItemClick:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

/** Hands a key to the browser and to our own handler only, not to downshift's. */
export function skipDownshift(event: KeyboardEvent<HTMLInputElement>) {
  (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}
