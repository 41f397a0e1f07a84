// A remote block the server rendered that the browser brings to life when the visitor needs it, not
// while the page starts: its remote's code stays off the first screen.
//
// Until then the browser keeps the server's HTML of the block as it is: hydration takes it as inner
// HTML, so nothing above it (a context that changes, a parent rendering again) can disturb it. (A
// Suspense boundary left dehydrated would not do: React gives up hydrating it, and shows its fallback,
// as soon as any context above it changes, which a router and a query cache do all the time.)
//
// It wakes when the visitor reaches for it (the pointer comes over it, it takes focus, a touch) or when
// what it shows changes (`changed`, e.g. the cart after an add from the menu). Once its module has
// loaded, the block is rendered in the browser in place of the server's HTML (the same markup, so
// nothing moves). A click or a form submission that arrives before that is held and replayed on the
// new block, text typed into its fields meanwhile is carried over, and the focus goes back where it
// was, so no tap or keystroke is lost. A page the server
// did not render, or a later visit to the route, gets an ordinary RemoteSlot.
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { RemoteId } from './federation/remote-ids';
import { loadedRemoteComponent, loadRemoteComponent, remoteStylesFailed } from './federation/remotes';
import { isOnDemand, settleOnDemand } from './on-demand';
import { RemoteSlot } from './remote-slot';
import styles from './remote-slot.module.css';
import { ServerRemotesContext } from './server-remotes';

interface OnDemandSlotProps<P> {
  remote: RemoteId;
  module: string;
  props: P;
  fallback?: ReactNode;
  /** What the block shows is no longer what the server rendered: it is needed now. */
  changed: boolean;
  /**
   * Whether the server's HTML is the block itself (not a loading state the browser would replace at
   * once); a block that is not wakes at once.
   */
  rendered(element: HTMLElement): boolean;
}

/** What a held click, submission or focus acted on: found again by its place in the new block. */
const ACTIONABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]';

/** The fields whose typed text is carried over to the new block. */
const FIELDS = 'input, textarea';

interface HeldAction {
  kind: 'click' | 'submit' | 'focus' | 'value';
  index: number;
  /** For `value`: the text typed into the server's field. */
  value?: string;
}

const selectorOf = (kind: HeldAction['kind']) =>
  kind === 'submit' ? 'form' : kind === 'value' ? FIELDS : ACTIONABLE;

/** Text typed into the server's fields while the block slept (what differs from what it rendered). */
function typedValues(root: HTMLElement): HeldAction[] {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS);
  return [...fields].flatMap((field, index) =>
    field.value !== field.defaultValue && !['checkbox', 'radio', 'hidden', 'file'].includes(field.type)
      ? [{ kind: 'value' as const, index, value: field.value }]
      : [],
  );
}

/** Sets a field's value as typing would, so the block's own state (a controlled field) follows. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function hold(kind: HeldAction['kind'], root: HTMLElement, target: Element): HeldAction {
  const element = target.closest(selectorOf(kind));
  return { kind, index: element ? [...root.querySelectorAll(selectorOf(kind))].indexOf(element) : -1 };
}

/** On the block rendered anew from the same markup: the element at the same place gets it. */
function replay({ kind, index, value }: HeldAction, root: HTMLElement): void {
  const element = root.querySelectorAll(selectorOf(kind))[index];
  if (kind === 'value') {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      typeInto(element, value ?? '');
    return;
  }
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (element instanceof HTMLElement) kind === 'focus' ? element.focus() : element.click();
}

const blockKey = (remote: RemoteId, module: string) => `${remote}/${module}`;

/** The server's HTML of a block still asleep (read before hydration touches anything), or null. */
function serverHtml(remote: RemoteId, module: string): string | null {
  if (typeof document === 'undefined' || !isOnDemand(remote, module) || loadedRemoteComponent(remote, module))
    return null;
  const element = document.querySelector(`[data-on-demand="${CSS.escape(blockKey(remote, module))}"]`);
  return element ? element.innerHTML : null;
}

export function OnDemandSlot<P extends object>({
  remote,
  module,
  props,
  fallback,
  changed,
  rendered,
}: OnDemandSlotProps<P>) {
  const server = useContext(ServerRemotesContext);
  const wrapper = useRef<HTMLDivElement>(null);
  // Asleep: the server's HTML, kept as it is; null once the block is the browser's own.
  const [html, setHtml] = useState(() => (server ? null : serverHtml(remote, module)));
  const asleep = html !== null;
  const changedNow = useRef(changed);
  changedNow.current = changed;
  const held = useRef<HeldAction[]>([]);
  const wakeRef = useRef<() => void>(() => {});
  // Asked once, of the server's HTML.
  const renderedCheck = useRef(rendered);

  useEffect(() => {
    const root = wrapper.current;
    if (!asleep || !root) return;
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      settleOnDemand(remote, module);
      // Loaded first, so the block replaces the server's HTML at once; a failed load is the slot's to
      // show (its fallback block, with a retry).
      void loadRemoteComponent(remote, module)
        .catch(() => undefined)
        .then(() => {
          // The typed text first, so a held click (an apply button) acts on it; then the focus.
          held.current.unshift(...typedValues(root));
          const focused = document.activeElement;
          if (focused && focused !== root && root.contains(focused))
            held.current.push(hold('focus', root, focused));
          setHtml(null);
        });
    };
    wakeRef.current = wake;
    const inBlock = (event: Event): event is Event & { target: Element } =>
      event.target instanceof Element && root.contains(event.target);
    const onIntent = (event: Event) => {
      if (inBlock(event)) wake();
    };
    const onAction = (event: Event) => {
      if (!inBlock(event)) return;
      // Nothing answers it yet (a link would leave the page): held, and replayed on the new block.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current.push(hold(event.type === 'submit' ? 'submit' : 'click', root, event.target));
      wake();
    };
    // On the window, capturing: before anything of the page's own sees the event.
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('click', onAction, true);
    window.addEventListener('submit', onAction, true);
    // A block whose remote's stylesheet failed is the server's markup unstyled, its buttons dead until
    // the remote loads: wake it at once, so a remote that is down shows its fallback block (with a
    // retry) instead, before the visitor's first click is spent on it.
    if (!renderedCheck.current(root) || changedNow.current || remoteStylesFailed(remote)) wake();
    return () => {
      for (const type of intents) window.removeEventListener(type, onIntent, true);
      window.removeEventListener('click', onAction, true);
      window.removeEventListener('submit', onAction, true);
      settleOnDemand(remote, module);
    };
  }, [asleep, remote, module]);

  useEffect(() => {
    if (asleep && changed) wakeRef.current();
  }, [asleep, changed]);

  const onShown = () => {
    const actions = held.current;
    held.current = [];
    const root = wrapper.current;
    if (actions.length === 0 || !root) return;
    // After this commit's effects (the block's own listeners and subscriptions are in place).
    setTimeout(() => {
      for (const action of actions) replay(action, root);
    });
  };

  const attributes = {
    ref: wrapper,
    className: styles.onDemand,
    'data-on-demand': blockKey(remote, module),
  };
  return asleep ? (
    // The server's HTML, as it is: hydration leaves an element's inner HTML alone.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this page's own server-rendered markup, read back from the DOM
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div {...attributes}>
      <RemoteSlot remote={remote} module={module} props={props} fallback={fallback} onShown={onShown} />
    </div>
  );
}
