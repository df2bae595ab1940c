/** What a button asks of a <dialog> through invoker commands (HTML's `command` and `commandfor`). */
export type DialogCommand = "show-modal" | "close";

/** The attributes that make a button open or close the dialog `dialogId` without a script. */
export const invokes = (command: DialogCommand, dialogId: string) => ({ command, commandfor: dialogId });

/**
 * Invoker commands for browsers that do not have them yet: a click on a button with `commandfor`
 * opens or closes its dialog, and focus goes back to the button that opened it, as the browsers
 * that have them do. Does nothing where the browser has them.
 */
export function supplyDialogCommands(): void {
  if ("command" in HTMLButtonElement.prototype) return;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[commandfor]");
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute("commandfor")!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command") as DialogCommand;
    if (command === "show-modal" && !dialog.open) {
      dialog.showModal();
      dialog.addEventListener("close", () => button.focus(), { once: true });
    }
    if (command === "close") dialog.close();
  });
}
