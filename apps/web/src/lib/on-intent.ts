import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

interface Intent<P> {
  /** The part, once its code is here (at once in instances made after that). */
  Part: ComponentType<P> | undefined;
  /** The trigger was pressed before the code came: the part opens as it replaces the trigger. */
  open: boolean;
  /** The trigger had the focus when the part replaced it: the part's own trigger takes it. */
  focus: boolean;
}

/**
 * A part behind a trigger (a menu, a popover) whose code loads when the person reaches for the trigger
 * (points at it, focuses it, presses it) rather than with the page: a member's first page after signing in
 * carried the menus' positioning and focus code (floating-ui, about 20 KB gzipped) for menus that most visits
 * never open, and that are hidden on phones. Until then the component draws a plain trigger
 * that looks the same, with `triggerProps`; then the part, which draws its own trigger, replaces it.
 */
export function onIntent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const get = loadOnce(() => load().then((part) => (loaded = part)));

  return function useOnIntent() {
    const [intent, setIntent] = useState<Intent<P>>(() => ({ Part: loaded, open: false, focus: false }));
    const trigger = useRef<HTMLButtonElement>(null);
    const pressed = useRef(false);
    // `open` and `focus` are for the part's first mount only (its effects have run by now): a part mounted again
    // later (its place in the page redrawn) starts closed.
    useEffect(() => {
      if (intent.open || intent.focus) setIntent((current) => ({ ...current, open: false, focus: false }));
    }, [intent.open, intent.focus]);
    const reach = () =>
      void get().then(
        (Part) => setIntent({ Part, open: pressed.current, focus: trigger.current !== null && trigger.current === document.activeElement }),
        () => undefined,
      );
    const press = () => {
      pressed.current = true;
      reach();
    };
    // Pressed from the pointer going down, not only at the click: when the code arrives between the pointer's down
    // and up, the part replaces the trigger under the pointer and the browser sends no click to either (the press
    // was lost on a busy machine: a browser test caught it). The part then opens as it replaces the trigger.
    const triggerProps = { ref: trigger, onPointerEnter: reach, onFocus: reach, onPointerDown: press, onClick: press };
    return { ...intent, triggerProps };
  };
}
