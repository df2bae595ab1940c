import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ProjectsView } from "../ProjectsView";
import { supplyDialogCommands } from "../../components/ui/dialog-commands";

const image: IGatsbyImageData = { layout: "constrained", width: 10, height: 10, images: { fallback: { src: "/x.jpg" } } };
const projects = [
  {
    name: "Akademie",
    type: "Webentwicklung",
    description: "Relaunch",
    html: "<p>Details Akademie</p>",
    image,
    imageAlt: "Bild",
    gradient: ["#111", "#222"],
    link: "https://example.com/akademie",
  },
  {
    name: "Salon",
    type: "Webdesign",
    description: "Buchung",
    html: "<p>Details Salon</p>",
    image,
    imageAlt: "Bild",
    gradient: ["#111", "#222"],
    link: "/team/",
  },
];

const openDialogs = () => screen.queryAllByRole("dialog");

// jsdom has no invoker commands: the projects' island supplies them, as in a browser without them.
beforeAll(supplyDialogCommands);

describe("ProjectsView", () => {
  it("shows every project's name, type, description and a More Info button", () => {
    render(<ProjectsView title="Unsere Projekte" intro="Auszug" projects={projects} />);
    expect(screen.getByRole("heading", { level: 1, name: "Unsere Projekte" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByText("Webdesign")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^More Info/ })).toHaveLength(2);
    // English inside a German page (WCAG 3.1.2); the project's name stays German.
    for (const button of screen.getAllByRole("button", { name: /^More Info/ })) {
      expect(button).toHaveAttribute("lang", "en");
      expect(button.querySelector(".visually-hidden")).toHaveAttribute("lang", "de");
    }
    expect(openDialogs()).toHaveLength(0);
  });

  it("opens the project's details in a modal by its button's command and returns focus to the button on close", async () => {
    const user = userEvent.setup();
    render(<ProjectsView title="Unsere Projekte" intro="Auszug" projects={projects} />);
    const moreInfo = screen.getByRole("button", { name: /More Info\W+Salon/ });
    await user.click(moreInfo);
    expect(openDialogs()).toHaveLength(1);
    const dialog = screen.getByRole("dialog", { name: "Salon" });
    expect(moreInfo).toHaveAttribute("command", "show-modal");
    expect(moreInfo).toHaveAttribute("commandfor", dialog.id);
    expect(within(dialog).getByText("Details Salon")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Go to project page" })).toHaveAttribute("href", "/team/");

    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    expect(openDialogs()).toHaveLength(0);
    expect(moreInfo).toHaveFocus();
  });

  it("opens external project links in a new tab", async () => {
    const user = userEvent.setup();
    render(<ProjectsView title="Unsere Projekte" intro="Auszug" projects={projects} />);
    await user.click(screen.getByRole("button", { name: /More Info\W+Akademie/ }));
    const link = within(screen.getByRole("dialog")).getByRole("link", { name: "Go to project page" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
