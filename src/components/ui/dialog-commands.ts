/** What a button asks of a <dialog> through invoker commands (HTML's `command` and `commandfor`). */
type DialogCommand = "show-modal" | "close";

export const invokes = (command: DialogCommand, dialogId: string) => ({ command, commandfor: dialogId });

/** Invoker commands for browsers that lack them: open or close the dialog, and give focus back to the opening button. */
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
