/** What a notice dialog says: its title, its text and its two answers. */
export type NoticeDialogTexts = { title: string; body: string; stay: string; go: string };

/**
 * Fills a notice dialog (the data-saver popup, the goal-alerts prompt) with its title, text and two
 * buttons, the safe answer first, and names the dialog by its title and text for screen readers.
 * The parts go into `content`, the dialog itself unless it is to be filled later (a live region
 * announces what is added to it, not what it came with).
 */
export function fillNoticeDialog(
  dialog: HTMLElement,
  id: string,
  texts: NoticeDialogTexts,
  content: ParentNode = dialog,
): { stay: HTMLButtonElement; go: HTMLButtonElement } {
  const document = dialog.ownerDocument;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.setAttribute("aria-describedby", `${id}-body`);
  const title = document.createElement("h2");
  title.id = `${id}-title`;
  title.className = "notice-dialog__title";
  title.textContent = texts.title;
  const body = document.createElement("p");
  body.id = `${id}-body`;
  body.textContent = texts.body;
  const actions = document.createElement("div");
  actions.className = "notice-dialog__actions";
  const button = (label: string, name: string) => {
    const element = document.createElement("button");
    element.type = "button";
    element.className = `notice-dialog__button notice-dialog__button--${name}`;
    element.textContent = label;
    actions.append(element);
    return element;
  };
  const stay = button(texts.stay, "stay");
  const go = button(texts.go, "continue");
  content.append(title, body, actions);
  return { stay, go };
}
