// The projects' details open by the browser's invoker commands; this supplies them where a browser lacks them.
import { supplyDialogCommands } from "../components/ui/dialog-commands";

export default () => supplyDialogCommands();
